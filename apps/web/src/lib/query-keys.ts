import { brandOperations } from '@hubgrade/domain/brands/operations';

/** Root of the brand query key (lib/brand.ts): the brand belongs to the host, so it survives a sign-out. */
export const BRAND_QUERY_ROOT = brandOperations.byHost.area;
