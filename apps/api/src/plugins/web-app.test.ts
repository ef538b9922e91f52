import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDING_MANIFEST, type LandingFile } from '@hubgrade/domain/shell/landing-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const LANDING: LandingFile[] = [
  { path: '/connexion', signedIn: false, file: 'landing/connexion.html' },
  { path: '/membres', signedIn: true, file: 'landing/membres.html' },
];

describe('the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'hubgrade-web-'));
    await mkdir(join(dist, 'landing'));
    await writeFile(join(dist, 'index.html'), 'any page');
    await writeFile(join(dist, 'landing/connexion.html'), 'sign-in page');
    await writeFile(join(dist, 'landing/membres.html'), 'members page');
    await writeFile(join(dist, LANDING_MANIFEST), JSON.stringify(LANDING));
    t = await createTestApp('pglite', { seed: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("sends a landing page's own HTML to a visitor in its state, whatever the query string", async () => {
    const members = await page('/membres?page=2', 'theme=x; back_auth_token=abc');
    expect(members.statusCode).toBe(200);
    expect(members.body).toBe('members page');
    expect(members.headers['cache-control']).toBe('no-cache');
    expect(members.headers.vary).toBe('cookie');
    expect((await page('/connexion')).body).toBe('sign-in page');
  });

  it('sends index.html to a visitor the landing page would redirect, and on any other address', async () => {
    expect((await page('/membres')).body).toBe('any page');
    expect((await page('/connexion', 'back_auth_token=abc')).body).toBe('any page');
    expect((await page('/membres/12', 'back_auth_token=abc')).body).toBe('any page');
    expect((await page('/')).body).toBe('any page');
  });

  it('answers 404 in JSON under /api and for other methods', async () => {
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    expect((await t.app.inject({ method: 'POST', url: '/membres' })).statusCode).toBe(404);
  });
});
