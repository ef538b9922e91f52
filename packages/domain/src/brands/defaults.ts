import type { BrandConfiguration } from './schemas.ts';

/** The primary colour of the main platform and of a brand whose configuration sets none. */
export const DEFAULT_PRIMARY_COLOR = '#F8A800';

/** What an invalid brand configuration is read as: no module, no flag, no theme. */
export function emptyBrandConfiguration(): BrandConfiguration {
  return { modules: [], flags: {}, themes: {} };
}
