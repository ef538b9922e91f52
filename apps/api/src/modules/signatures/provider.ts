import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-signature provider behind the signature frame (members-bookings-feed §2.22; ARCHITECTURE
 * rule 8). The product only needs two things of it: a link to embed for a signature, and to know
 * which signature a link stands for. The built-in provider serves its own signing page under
 * /api/esign/{token} (esign-page.ts) and posts the frame events (started, success, error, ping,
 * declined) to the host page, as a hosted provider's iframe does.
 *
 * A hosted provider (Yousign, Docusign…) would implement the same interface with HTTP calls
 * (create the signature request with the document, return its signer link, map its webhook to
 * the same outcomes); it is not wired here: no provider account can be reached from this
 * environment, so only the built-in one is configured.
 */
export interface SignatureProvider {
  readonly name: 'builtin';
  /** The link the signature frame embeds for this signature. */
  linkFor(signatureId: number): string;
  /** The signature a link's token stands for, or null for a token this provider never made. */
  signatureOf(token: string): number | null;
}

const PURPOSE = 'hubgrade-esign';

/**
 * The built-in provider. Its tokens are `{id}.{HMAC-SHA256(secret, purpose:id)}`: nothing to
 * store, nothing to guess, the same link every time staff open the signature page.
 */
export function builtinProvider(secret: string): SignatureProvider {
  const mac = (id: number) => createHmac('sha256', secret).update(`${PURPOSE}:${id}`).digest('base64url');
  return {
    name: 'builtin',
    linkFor(signatureId) {
      return `/api/esign/${signatureId}.${mac(signatureId)}`;
    },
    signatureOf(token) {
      const [idText, given] = token.split('.');
      const id = Number(idText);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || !given) return null;
      const expected = Buffer.from(mac(id));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}
