import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** A PDF's own policy: only who may frame it (the browser's viewer shows it, none of the app's code runs there). */
export const PDF_CSP = "frame-ancestors 'self'";

/** A year: the browser keeps to HTTPS for that long after its last visit. */
export const HSTS_HEADER = 'max-age=31536000';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the inline scripts the web build writes into its pages (index.html's early calls,
 * a landing page's chunk list and its frame's settings): the only inline code the policy lets run,
 * read from the very files the server sends, so a build and its policy cannot drift apart.
 */
export function inlineScriptHashes(webDist: string | null): string[] {
  if (!webDist || !existsSync(webDist)) return [];
  const pages = readdirSync(webDist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(join(webDist, page), 'utf8');
    for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\bsrc\s*=/i.test(attributes)) hashes.add(sha256(code));
    }
  }
  return [...hashes].sort();
}

/**
 * The policy of every page of the app. Scripts: the app's own files and the build's inline ones.
 * Styles may be inline: MUI writes its styles into <style> elements at run time, components set
 * style attributes, and a mail's HTML in its sandboxed frame carries its own; CSS injection is
 * not script, and no hash could cover styles computed in the browser. Images may come from any
 * HTTPS address (a brand's logo, a mail's pictures) and from the app's blob: and data: addresses;
 * frames from HTTPS (the e-signature provider's page). Nothing may frame the app.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer, pages and JSON alike (helmet): the policy above, X-Frame-Options
 * DENY, nosniff, a referrer cut to the origin across sites, and HSTS only on a request that came
 * over HTTPS (request.protocol, which follows the app's proxy trust): sent over plain HTTP, it
 * would be ignored at best, and would lock out a deployment without TLS at worst. helmet's
 * middleware is built once, with its policy parsed once: @fastify/helmet builds it again for each
 * request, which cost more than some whole answers.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | null }) => {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(inlineScriptHashes(webDist)) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app opens files in a tab it keeps a hold of until the file is there.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // A brand's site on a sibling subdomain may show the app's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // A PDF is shown in the app's own frames (the signing page's document): the app may frame it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) {
      reply.header('content-security-policy', PDF_CSP).header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
});

/**
 * The OpenAPI page's own policy (@fastify/swagger-ui's, with the hashes of its inline scripts),
 * kept unframeable like the app; its styles may be inline as the app's are, since its bundle
 * writes a <style> of its own; and without upgrade-insecure-requests, which would send its files
 * to an HTTPS address that a plain-HTTP deployment does not serve.
 */
export const DOCS_CSP = {
  staticCSP: true,
  transformStaticCSP: (policy: string) =>
    policy
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
      .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
      .replace(/\s*upgrade-insecure-requests;?/, ''),
};
