import { emptyBrandConfiguration } from './defaults.ts';
import { type BrandConfiguration, ZBrandConfiguration } from './schemas.ts';

/**
 * The stored configuration (the brands table's JSON value) with its defaults filled; anything that
 * does not match ZBrandConfiguration is read as no module, no flag, no theme. The API sends this
 * form, serialised, in Brand.configuration, so that the browser reads it without checking it again.
 */
export function parseBrandConfiguration(stored: unknown): BrandConfiguration {
  const parsed = ZBrandConfiguration.safeParse(stored);
  return parsed.success ? parsed.data : emptyBrandConfiguration();
}
