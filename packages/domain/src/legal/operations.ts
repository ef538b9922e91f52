import { BRAND_ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZLegalPage,
  ZLegalPageBody,
  ZLegalPageParams,
  ZLegalPageVersionList,
  ZLegalPageVersionsQuery,
  ZPublicLegalPageParams,
} from './schemas.ts';

/** Spec shell §6: office administrators lack the legal templates; the super admin and brand administrators write them. */
const writers = { roles: BRAND_ADMIN_ROLES } as const;

/** The legal pages of a brand (spec shell /cgu, /mentions-legales, /donnees-personnelles). */
export const legalOperations = operations('legal', {
  byHost: {
    method: 'GET',
    path: '/api/back/:hostname/legal/:kind',
    summary: 'Page légale de la marque servie sur ce nom d’hôte, pour tout visiteur',
    access: { public: true },
    params: ZPublicLegalPageParams,
    response: ZLegalPage,
  },
  find: {
    method: 'GET',
    path: '/api/legal/:kind/:brandId',
    summary: 'Page légale d’une marque à rédiger (0 : la plateforme principale)',
    access: writers,
    params: ZLegalPageParams,
    response: ZLegalPage,
    refusals: { 404: 'Marque introuvable.' },
  },
  save: {
    method: 'PUT',
    path: '/api/legal/:kind/:brandId',
    summary: 'Enregistrer une page légale (le texte est nettoyé du HTML non permis)',
    access: writers,
    params: ZLegalPageParams,
    body: ZLegalPageBody,
    response: ZLegalPage,
    refusals: { 404: 'Marque introuvable.' },
  },
  versions: {
    method: 'GET',
    path: '/api/legal/:kind/:brandId/versions',
    summary: 'Versions enregistrées d’une page légale',
    access: writers,
    params: ZLegalPageParams,
    query: ZLegalPageVersionsQuery,
    response: ZLegalPageVersionList,
    refusals: { 404: 'Marque introuvable.' },
  },
});
