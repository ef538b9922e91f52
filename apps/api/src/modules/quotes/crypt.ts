import { createHmac, randomBytes } from 'node:crypto';

/** The secret of one quote: its crypt id in the PDF's address and the key of the client's link. */
export const newQuoteToken = (): string => randomBytes(24).toString('base64url');

/**
 * A brand's crypt (§7 `cryptBrand`): derived from the server's secret, so that it cannot be made
 * up, and the same for every quote of the brand; a PDF asked with another brand's is not found.
 */
export function cryptBrandOf(secret: string, brandId: number | null): string {
  return createHmac('sha256', secret)
    .update(`quote-brand:${brandId ?? 0}`)
    .digest('base64url')
    .slice(0, 22);
}
