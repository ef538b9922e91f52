import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test double of the three outside services over real HTTP (node:http on a free port): it checks
 * the credentials and the shape of each request, answers like the service (ids, codes, errors),
 * and records every request for the test to inspect. Used by the adapter tests only.
 */

export const FAKE_KEYS = { welcomr: 'welcomr-test-key', papercut: 'papercut-test-key', slack: 'xoxb-slack-test-token' } as const;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeServices {
  url: string;
  requests: RecordedRequest[];
  /** Makes every answer of this service a 500 (or the given status), to test outages. */
  breakService(service: 'welcomr' | 'papercut' | 'slack' | null, status?: number): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body?: unknown;
}

const FRENCH_MOBILE = /^(?:0|\+33)[67]\d{8}$/;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakeServices(): Promise<FakeServices> {
  const requests: RecordedRequest[] = [];
  const logins = new Map<string, { active: boolean; pins: number }>();
  const windows = new Map<string, { login: string; from: string; to: string; open: boolean }>();
  const accounts = new Map<string, boolean>();
  const sessions = new Set<string>();
  let broken: { service: string; status: number } | null = null;
  let counter = 0;

  function welcomr(method: string, path: string, body: Record<string, unknown> | undefined, auth: string | undefined): Answer {
    if (auth !== `Bearer ${FAKE_KEYS.welcomr}`) return { status: 401, body: { message: 'Invalid API key' } };
    if (method === 'GET' && path === '/session') {
      const ksid = `ks-${++counter}`;
      sessions.add(ksid);
      return { status: 200, body: { ksid } };
    }
    if (method === 'POST' && path === '/login') {
      if (!sessions.has(String(body?.ksid))) return { status: 401, body: { message: 'Invalid ksid' } };
      const login = body?.login as Record<string, unknown> | undefined;
      if (login?.loginType !== 1 || login.isValidated !== true || typeof login.email !== 'string') {
        return { status: 400, body: { message: 'Invalid login' } };
      }
      if (!FRENCH_MOBILE.test(String(login.mobile).replace(/[\s.-]/g, ''))) {
        return { status: 400, body: { errors: { phone: ['This value is not a valid phone number.'] } } };
      }
      const id = `ext-${++counter}`;
      logins.set(id, { active: false, pins: 0 });
      return { status: 201, body: id };
    }
    const access = /^\/login\/([^/]+)\/access$/.exec(path);
    if (method === 'POST' && access) {
      const login = decodeURIComponent(access[1] as string);
      if (!logins.has(login)) return { status: 404, body: { message: 'User not found' } };
      const from = String(body?.from);
      const to = String(body?.to);
      if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || Date.parse(from) >= Date.parse(to)) {
        return { status: 400, body: { message: 'Invalid window' } };
      }
      const id = `win-${++counter}`;
      windows.set(id, { login, from, to, open: true });
      return { status: 201, body: { id } };
    }
    const revoked = /^\/access\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && revoked) {
      const window = windows.get(decodeURIComponent(revoked[1] as string));
      if (!window?.open) return { status: 404, body: { message: 'Access not found' } };
      window.open = false;
      return { status: 204 };
    }
    const match = /^\/login\/([^/]+)\/(activate|pincode|deactivate)$/.exec(path);
    if (method === 'POST' && match) {
      const login = logins.get(decodeURIComponent(match[1] as string));
      if (!login) return { status: 404, body: { message: 'User not found' } };
      if (match[2] === 'activate') {
        if (!sessions.has(String(body?.ksid))) return { status: 401, body: { message: 'Invalid ksid' } };
        login.active = true;
        login.pins++;
      } else if (match[2] === 'pincode') {
        login.pins++;
      } else {
        login.active = false;
      }
      return { status: 204 };
    }
    return { status: 404, body: { message: 'No route' } };
  }

  function papercut(method: string, path: string, body: Record<string, unknown> | undefined, apiKey: unknown): Answer {
    if (apiKey !== FAKE_KEYS.papercut) return { status: 403, body: { error: 'forbidden' } };
    if (method === 'POST' && path === '/accounts') {
      if (typeof body?.username !== 'string' || typeof body?.externalId !== 'string') return { status: 400, body: { error: 'username' } };
      if ([...accounts.entries()].some(([code, active]) => active && code.startsWith(`${body.externalId}-`))) {
        return { status: 409, body: { error: 'exists' } };
      }
      const code = `${body.externalId}-${String(++counter).padStart(4, '0')}`;
      accounts.set(code, true);
      return { status: 201, body: { code } };
    }
    const match = /^\/accounts\/([^/]+)\/disable$/.exec(path);
    if (method === 'POST' && match) {
      const code = decodeURIComponent(match[1] as string);
      if (!accounts.get(code)) return { status: 404, body: { error: 'not found' } };
      accounts.set(code, false);
      return { status: 204 };
    }
    return { status: 404, body: { error: 'no route' } };
  }

  function slack(method: string, path: string, body: Record<string, unknown> | undefined, auth: string | undefined): Answer {
    // Slack answers 200 with ok:false, whatever went wrong.
    if (auth !== `Bearer ${FAKE_KEYS.slack}`) return { status: 200, body: { ok: false, error: 'invalid_auth' } };
    if (method !== 'POST' || path !== '/admin.users.invite') return { status: 404, body: 'not found' };
    if (typeof body?.email !== 'string') return { status: 200, body: { ok: false, error: 'invalid_email' } };
    if (body.email.startsWith('deja.')) return { status: 200, body: { ok: false, error: 'already_in_team' } };
    if (body.email.startsWith('refuse.')) return { status: 200, body: { ok: false, error: 'restricted_action' } };
    return { status: 200, body: { ok: true } };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    const [, service, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
    const json = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
    let answer: Answer;
    if (broken && broken.service === service) answer = { status: broken.status, body: '<html>Bad gateway</html>' };
    else if (service === 'welcomr') answer = welcomr(request.method ?? 'GET', path, json, request.headers.authorization);
    else if (service === 'papercut') answer = papercut(request.method ?? 'GET', path, json, request.headers['x-api-key']);
    else if (service === 'slack') answer = slack(request.method ?? 'GET', path, json, request.headers.authorization);
    else answer = { status: 404, body: 'unknown service' };
    response.statusCode = answer.status;
    if (answer.body === undefined) return response.end();
    response.setHeader('content-type', typeof answer.body === 'string' && answer.body.startsWith('<') ? 'text/html' : 'application/json');
    response.end(typeof answer.body === 'string' && answer.body.startsWith('<') ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    breakService(service, status = 500) {
      broken = service ? { service, status } : null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The environment that points the API at the fake services. */
export function fakeServicesEnv(fake: FakeServices): Record<string, string> {
  return {
    WELCOMR_URL: `${fake.url}/welcomr`,
    WELCOMR_KEY: FAKE_KEYS.welcomr,
    PAPERCUT_URL: `${fake.url}/papercut`,
    PAPERCUT_KEY: FAKE_KEYS.papercut,
    SLACK_URL: `${fake.url}/slack`,
    SLACK_TOKEN: FAKE_KEYS.slack,
  };
}
