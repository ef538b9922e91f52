import { operations } from '../common/operation.ts';
import { ZBrand, ZBrandHostParams } from './schemas.ts';

/** The white-label brand a host serves (spec shell §7). */
export const brandOperations = operations('brands', {
  byHost: {
    method: 'GET',
    path: '/api/back/:hostname/brand',
    summary: 'Marque du back-office servi sur ce nom d’hôte (204 : plateforme principale)',
    access: { public: true },
    params: ZBrandHostParams,
    response: ZBrand,
  },
});
