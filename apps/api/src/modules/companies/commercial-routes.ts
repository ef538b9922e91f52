import { ADMIN_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import {
  ZCommercialAssignBody,
  ZCommercialContract,
  ZCommercialContractList,
  ZCommercialContractsQuery,
  ZCommercialList,
  ZCommercialListQuery,
  ZContractIdParams,
} from '@hubgrade/domain/companies/sales-staff-schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listCommercialContracts, listCommercials } from './commercial-queries.ts';
import { assignCommercial } from './commercial-service.ts';

const tags = ['sales staff'];
/** The sales staff page is the brand's "dossier commercial" module, for administrators (spec shell §2.4). */
const salesStaff = { access: { roles: ADMIN_ROLES, module: 'dossierCom' } } as const;

/** The sales staff page (/commerciaux) and the salesperson of a contract. */
export const commercialRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/commerciaux',
    {
      config: salesStaff,
      schema: {
        tags,
        summary: 'Commerciaux avec leurs contrats et leurs factures',
        querystring: ZCommercialListQuery,
        response: { 200: ZCommercialList },
      },
    },
    async (request) => listCommercials(db, currentUser(request), request.query),
  );

  app.get(
    '/api/commerciaux/:id/contracts',
    {
      config: salesStaff,
      schema: {
        tags,
        summary: 'Contrats suivis par un commercial',
        params: ZIdParams,
        querystring: ZCommercialContractsQuery,
        response: { 200: ZCommercialContractList },
      },
    },
    async (request) => listCommercialContracts(db, currentUser(request), request.params.id, request.query),
  );

  app.patch(
    '/api/commerciaux/contracts/:contractId',
    {
      // Contract management: wherever the brand has the contracts module.
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: {
        tags,
        summary: 'Affecter un commercial à un contrat',
        params: ZContractIdParams,
        body: ZCommercialAssignBody,
        response: { 200: ZCommercialContract },
      },
    },
    async (request) => assignCommercial(db, currentUser(request), request.params.contractId, request.body),
  );
};
