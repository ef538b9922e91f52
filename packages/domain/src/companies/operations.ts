import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZCommercialAssignBody,
  ZCommercialContract,
  ZCommercialContractList,
  ZCommercialContractsQuery,
  ZCommercialList,
  ZCommercialListQuery,
  ZContractIdParams,
} from './sales-staff-schemas.ts';
import {
  ZCompany,
  ZCompanyChoices,
  ZCompanyChoicesQuery,
  ZCompanyCreateBody,
  ZCompanyIdParams,
  ZCompanyList,
  ZCompanyListQuery,
  ZCompanyPatchBody,
  ZCompanyUserList,
  ZCompanyUsersQuery,
} from './schemas.ts';

/** Staff read the companies; administrators create, change and delete them (module "companies", spec shell §6). */
const staff = { roles: STAFF_ROLES, module: 'companies' } as const;
const admins = { roles: ADMIN_ROLES, module: 'companies' } as const;

/** The companies table, sheet, creation and deletion (tables-and-sheets §2.9, members-bookings-feed §2.1). */
export const companyOperations = operations('companies', {
  listCompanies: {
    method: 'GET',
    path: '/api/companies',
    summary: 'Sociétés, 25 par page, les plus récentes en premier',
    access: staff,
    query: ZCompanyListQuery,
    response: ZCompanyList,
  },
  companyChoices: {
    method: 'GET',
    path: '/api/companies/choices',
    summary: 'Catégories et espaces possibles pour une société',
    access: staff,
    query: ZCompanyChoicesQuery,
    response: ZCompanyChoices,
  },
  findCompany: {
    method: 'GET',
    path: '/api/companies/:id',
    summary: 'Fiche société',
    access: staff,
    params: ZIdParams,
    response: ZCompany,
  },
  createCompany: {
    method: 'POST',
    path: '/api/companies',
    summary: 'Créer une société',
    access: admins,
    body: ZCompanyCreateBody,
    response: ZCompany,
    status: 201,
  },
  patchCompany: {
    method: 'PATCH',
    path: '/api/companies/:id',
    summary: 'Modifier une société',
    access: admins,
    params: ZIdParams,
    body: ZCompanyPatchBody,
    response: ZCompany,
  },
  deleteCompany: {
    method: 'DELETE',
    path: '/api/whitecompany/:id',
    summary: 'Supprimer une société (refusé tant qu’elle a des contrats en cours)',
    access: admins,
    params: ZIdParams,
    response: ZNoContent,
    status: 204,
  },
  listCompanyUsers: {
    method: 'GET',
    path: '/api/brand-company/:companyId/users',
    summary: 'Utilisateurs d’une société',
    access: staff,
    params: ZCompanyIdParams,
    query: ZCompanyUsersQuery,
    response: ZCompanyUserList,
  },
});

/** The sales staff page is the brand's "dossier commercial" module, for administrators (spec shell §2.4). */
const salesStaff = { roles: ADMIN_ROLES, module: 'dossierCom' } as const;
/** Contract management: wherever the brand has the contracts module. */
const contractManagers = { roles: ADMIN_ROLES, module: 'bookings' } as const;

/** The sales staff page (/commerciaux) and the salesperson of a contract. */
export const salesStaffOperations = operations('sales staff', {
  listCommercials: {
    method: 'GET',
    path: '/api/commerciaux',
    summary: 'Commerciaux avec leurs contrats et leurs factures',
    access: salesStaff,
    query: ZCommercialListQuery,
    response: ZCommercialList,
  },
  listCommercialContracts: {
    method: 'GET',
    path: '/api/commerciaux/:id/contracts',
    summary: 'Contrats suivis par un commercial',
    access: salesStaff,
    params: ZIdParams,
    query: ZCommercialContractsQuery,
    response: ZCommercialContractList,
  },
  assignCommercial: {
    method: 'PATCH',
    path: '/api/commerciaux/contracts/:contractId',
    summary: 'Affecter un commercial à un contrat',
    access: contractManagers,
    params: ZContractIdParams,
    body: ZCommercialAssignBody,
    response: ZCommercialContract,
  },
});
