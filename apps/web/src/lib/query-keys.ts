/** Root of the brand query key: the brand belongs to the host, so it survives a sign-out. */
export const BRAND_QUERY_ROOT = 'brand';
