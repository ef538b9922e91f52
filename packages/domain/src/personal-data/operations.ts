import { BRAND_ADMIN_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZPersonalDataExport, ZPersonalDataPdf, ZPersonalDataStatus } from './schemas.ts';

/**
 * A member's personal data, from the member sheet: exported and erased by a super administrator
 * or by an administrator of the member's brand (the queries hold them to it: another brand's
 * member is a 404).
 */
const guardians = { roles: BRAND_ADMIN_ROLES, module: 'members' } as const;

export const personalDataOperations = operations('personal-data', {
  status: {
    method: 'GET',
    path: '/api/users/:id/personal-data',
    summary: 'Données personnelles d’un membre : effacées ou non',
    access: guardians,
    params: ZIdParams,
    response: ZPersonalDataStatus,
  },
  export: {
    method: 'GET',
    path: '/api/users/:id/personal-data/export',
    summary: 'Exporter les données personnelles d’un membre (JSON)',
    access: guardians,
    params: ZIdParams,
    response: ZPersonalDataExport,
  },
  pdf: {
    method: 'GET',
    path: '/api/users/:id/personal-data/pdf',
    summary: 'Exporter les données personnelles d’un membre (PDF)',
    access: guardians,
    params: ZIdParams,
    response: ZPersonalDataPdf,
  },
  erase: {
    method: 'POST',
    path: '/api/users/:id/personal-data/erase',
    summary: 'Effacer les données personnelles d’un membre (anonymisation ; factures et écritures conservées)',
    access: guardians,
    params: ZIdParams,
    response: ZPersonalDataStatus,
    refusals: { 409: 'Les données personnelles de ce membre ont déjà été effacées.' },
  },
});
