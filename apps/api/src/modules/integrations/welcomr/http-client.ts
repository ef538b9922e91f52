import { z } from 'zod';
import type { ServiceConfig } from '../../../config.ts';
import { callService, type ServiceAnswer, serviceFailure } from '../http.ts';
import { ServiceError } from '../service-error.ts';
import type { WelcomrAdapter } from './adapter.ts';

const ZSession = z.object({ ksid: z.string().min(1) });
/** The service answers the new login's id as the body, bare or as `{ id }`. */
const ZCreated = z.union([z.string().min(1), z.object({ id: z.union([z.string().min(1), z.number()]) }).transform((b) => String(b.id))]);

const ok = (answer: ServiceAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The real WelcomR API (WELCOMR_URL, WELCOMR_KEY as a bearer key): GET /session, POST /login,
 * POST /login/{id}/activate | /pincode | /deactivate, POST /login/{id}/access { from, to } (a window
 * of access, answered `{ id }`) and DELETE /access/{id}. The service mails the pin codes itself.
 */
export function httpWelcomr(config: ServiceConfig): WelcomrAdapter {
  const headers = { authorization: `Bearer ${config.key}` };
  const post = (path: string, body?: unknown) => callService('welcomr', `${config.url}${path}`, { method: 'POST', headers, body });
  const expectOk = (answer: ServiceAnswer) => {
    if (!ok(answer)) throw serviceFailure('welcomr', answer, ['phone', 'ksid']);
  };

  return {
    kind: 'http',
    async openSession() {
      const answer = await callService('welcomr', `${config.url}/session`, { method: 'GET', headers });
      expectOk(answer);
      const parsed = ZSession.safeParse(answer.body);
      if (!parsed.success) throw new ServiceError('welcomr', 503, undefined, 'welcomr: session sans ksid');
      return parsed.data.ksid;
    },
    async createLogin(_tx, _member, login, ksid) {
      const answer = await post('/login', { login, ksid });
      expectOk(answer);
      const parsed = ZCreated.safeParse(answer.body);
      if (!parsed.success) throw new ServiceError('welcomr', 503, undefined, 'welcomr: identifiant absent de la réponse');
      return parsed.data;
    },
    async activate(_tx, _member, welcomrId, ksid) {
      expectOk(await post(`/login/${encodeURIComponent(welcomrId)}/activate`, { ksid }));
    },
    async resendPin(_tx, _member, welcomrId) {
      expectOk(await post(`/login/${encodeURIComponent(welcomrId)}/pincode`));
    },
    async deactivate(_tx, _member, welcomrId) {
      expectOk(await post(`/login/${encodeURIComponent(welcomrId)}/deactivate`));
    },
    async grantWindow(_tx, welcomrId, window) {
      const answer = await post(`/login/${encodeURIComponent(welcomrId)}/access`, {
        from: window.start.toISOString(),
        to: window.end.toISOString(),
      });
      expectOk(answer);
      const parsed = ZCreated.safeParse(answer.body);
      if (!parsed.success) throw new ServiceError('welcomr', 503, undefined, 'welcomr: identifiant absent de la réponse');
      return parsed.data;
    },
    async revokeWindow(_tx, windowId) {
      expectOk(await callService('welcomr', `${config.url}/access/${encodeURIComponent(windowId)}`, { method: 'DELETE', headers }));
    },
  };
}
