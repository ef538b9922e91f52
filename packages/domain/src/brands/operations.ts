import { operations } from '../common/operation.ts';
import {
  ZBrand,
  ZBrandBody,
  ZBrandHostParams,
  ZBrandImageFile,
  ZBrandImageParams,
  ZBrandList,
  ZBrandParams,
  ZBrandQuery,
  ZBrandSheet,
  ZModule,
  ZModuleBody,
  ZModuleList,
  ZModuleQuery,
} from './schemas.ts';

/** Spec shell §6: brands and modules are for super administrators only. */
const superAdmin = { roles: ['ROLE_ADMIN'] } as const;

/** The white-label brand a host serves (spec shell §7), and the brands and modules screens. */
export const brandOperations = operations('brands', {
  byHost: {
    method: 'GET',
    path: '/api/back/:hostname/brand',
    summary: 'Marque du back-office servi sur ce nom d’hôte (204 : plateforme principale)',
    description: 'Mis en cache par le serveur pour chaque hôte, invalidé à chaque modification d’une marque ; ETag et If-None-Match.',
    access: { public: true },
    params: ZBrandHostParams,
    response: ZBrand,
  },
  image: {
    method: 'GET',
    path: '/api/brand-images/:id',
    summary: 'Image du thème d’une marque (logo, fond, favicon)',
    description: 'Publique : la page de connexion la montre avant toute session. Seuls les fichiers d’un thème sont servis.',
    access: { public: true },
    params: ZBrandImageParams,
    response: ZBrandImageFile,
  },
  list: {
    method: 'GET',
    path: '/api/brands',
    summary: 'Marques',
    access: superAdmin,
    query: ZBrandQuery,
    response: ZBrandList,
  },
  find: {
    method: 'GET',
    path: '/api/brands/:id',
    summary: 'Fiche d’une marque',
    access: superAdmin,
    params: ZBrandParams,
    response: ZBrandSheet,
  },
  create: {
    method: 'POST',
    path: '/api/brands',
    summary: 'Créer une marque',
    access: superAdmin,
    body: ZBrandBody,
    response: ZBrandSheet,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/brands/:id',
    summary: 'Modifier une marque',
    access: superAdmin,
    params: ZBrandParams,
    body: ZBrandBody,
    response: ZBrandSheet,
  },
  modules: {
    method: 'GET',
    path: '/api/modules',
    summary: 'Catalogue des modules',
    access: superAdmin,
    query: ZModuleQuery,
    response: ZModuleList,
  },
  createModule: {
    method: 'POST',
    path: '/api/modules',
    summary: 'Déclarer un module',
    access: superAdmin,
    body: ZModuleBody,
    response: ZModule,
    status: 201,
  },
});
