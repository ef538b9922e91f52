import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDING_MANIFEST, type LandingFile } from '@hubgrade/domain/shell/landing-pages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../test/harness.ts';
import { HSTS_HEADER, PDF_CSP, securityHeadersPlugin } from './security-headers.ts';

const INDEX_SCRIPT = 'window.__early = 1;';
const LANDING_SCRIPT = 'document.head.dataset.landing = "1";';
const LANDING: LandingFile[] = [{ path: '/connexion', signedIn: false, file: 'landing/connexion.html' }];

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: unknown): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe.each(ENGINES)('security headers (%s)', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'hubgrade-web-'));
    await mkdir(join(dist, 'landing'));
    await writeFile(
      join(dist, 'index.html'),
      `<html><head><script>${INDEX_SCRIPT}</script><script type="module" src="/a.js"></script></head></html>`,
    );
    await writeFile(join(dist, 'landing/connexion.html'), `<html><head><script>${LANDING_SCRIPT}</script></head></html>`);
    await writeFile(join(dist, LANDING_MANIFEST), JSON.stringify(LANDING));
    // The injected requests' address is a trusted proxy's: its X-Forwarded-Proto tells the protocol.
    t = await createTestApp(engine, { seed: false, env: { WEB_DIST: dist, TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['the dashboard', '/'],
    ['a deep screen', '/membres/12/documents'],
    ['a landing page', '/connexion'],
    ['an API answer', '/api/back/localhost/brand'],
    ['an unknown API path', '/api/nothing-here'],
  ])('%s is sent with the policy, unframeable, nosniff and a referrer policy', async (_name, url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBeLessThan(500);
    const policy = directives(answer.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // The build's inline scripts by their hash, and no other inline or evaluated code.
    expect(policy.get('script-src')).toEqual(["'self'", ...[hashOf(INDEX_SCRIPT), hashOf(LANDING_SCRIPT)].sort()]);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the landing page and the app their own HTML under that policy', async () => {
    expect((await get('/connexion')).body).toContain(LANDING_SCRIPT);
    expect((await get('/membres/12/documents')).body).toContain(INDEX_SCRIPT);
  });

  it('asks for HTTPS only on a request that came over HTTPS', async () => {
    for (const url of ['/', '/connexion', '/api/back/localhost/brand']) {
      expect((await get(url, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS_HEADER);
      expect((await get(url, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("gives the OpenAPI page its own scripts' policy, unframeable too", async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    const policy = directives(docs.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers of a PDF', () => {
  it('lets the app frame a PDF, which its signing page shows, and nothing else', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { webDist: null });
    app.get('/document.pdf', (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.4')));
    app.get('/page', (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    const pdf = await app.inject({ url: '/document.pdf' });
    expect(pdf.headers['content-security-policy']).toBe(PDF_CSP);
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject({ url: '/page' });
    expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
