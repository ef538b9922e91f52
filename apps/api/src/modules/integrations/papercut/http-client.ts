import { z } from 'zod';
import type { ServiceConfig } from '../../../config.ts';
import { callService, type ServiceAnswer, serviceFailure } from '../http.ts';
import { ServiceError } from '../service-error.ts';
import type { PapercutAdapter } from './adapter.ts';

/** The service answers the account's code as the body, bare or as `{ code }`. */
const ZCode = z.union([z.string().min(1), z.object({ code: z.union([z.string().min(1), z.number()]) }).transform((b) => String(b.code))]);

const ok = (answer: ServiceAnswer) => answer.status >= 200 && answer.status < 300;

/**
 * The real Papercut API (PAPERCUT_URL, PAPERCUT_KEY in the X-Api-Key header):
 * POST /accounts {externalId, username, fullName} → the code; POST /accounts/{code}/disable.
 */
export function httpPapercut(config: ServiceConfig): PapercutAdapter {
  const headers = { 'x-api-key': config.key };
  return {
    kind: 'http',
    async createAccount(_tx, member) {
      const answer = await callService('papercut', `${config.url}/accounts`, {
        method: 'POST',
        headers,
        body: { externalId: String(member.id), username: member.email, fullName: `${member.firstName} ${member.lastName}` },
      });
      if (!ok(answer)) throw serviceFailure('papercut', answer);
      const parsed = ZCode.safeParse(answer.body);
      if (!parsed.success) throw new ServiceError('papercut', 503, undefined, 'papercut: code absent de la réponse');
      return parsed.data;
    },
    async disableAccount(_tx, _member, code) {
      const answer = await callService('papercut', `${config.url}/accounts/${encodeURIComponent(code)}/disable`, {
        method: 'POST',
        headers,
      });
      if (!ok(answer)) throw serviceFailure('papercut', answer);
    },
  };
}
