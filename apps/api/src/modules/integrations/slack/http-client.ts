import { z } from 'zod';
import type { ServiceConfig } from '../../../config.ts';
import { callService } from '../http.ts';
import { ServiceError } from '../service-error.ts';
import type { SlackAdapter } from './adapter.ts';

/** Slack answers 200 with `ok: false` and an error code when it refuses. */
const ZSlackAnswer = z.object({ ok: z.boolean(), error: z.string().optional() });
/** Refusals that mean the member is already where the invitation would bring them. */
const ALREADY_THERE = new Set(['already_invited', 'already_in_team', 'already_in_channel']);

/**
 * The Slack Web API (SLACK_URL, default https://slack.com/api; SLACK_TOKEN as bearer token):
 * admin.users.invite with the member's email and the company's channel.
 */
export function httpSlack(config: ServiceConfig): SlackAdapter {
  return {
    kind: 'http',
    async invite(_tx, member, channel) {
      const answer = await callService('slack', `${config.url}/admin.users.invite`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.key}` },
        body: {
          email: member.email,
          real_name: `${member.firstName} ${member.lastName}`,
          ...(channel ? { channel_ids: channel.replace(/^#/, '') } : {}),
        },
      });
      if (answer.status === 429 || answer.status >= 500) throw new ServiceError('slack', 503, undefined, `slack: ${answer.status}`);
      const parsed = ZSlackAnswer.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success)
        throw new ServiceError('slack', 503, undefined, `slack: réponse ${answer.status} inattendue`);
      if (parsed.data.ok || ALREADY_THERE.has(parsed.data.error ?? '')) return;
      throw new ServiceError('slack', 400, parsed.data.error, `slack: ${parsed.data.error}`);
    },
  };
}
