import { slackInviteMail } from '@hubgrade/domain/integrations/mails';
import type { Executor } from '../../../db/client.ts';
import { slackInvites } from '../../../db/schema/index.ts';
import { queueMail } from '../../../lib/mail.ts';
import type { ServiceMember } from '../member.ts';
import type { SlackAdapter } from './adapter.ts';

/** Slack run inside the back-office: each invitation is kept in slack_invites and mailed, as Slack would. */
export function builtInSlack(): SlackAdapter {
  return {
    kind: 'built-in',
    async invite(tx: Executor, member: ServiceMember, channel: string | null) {
      await tx.insert(slackInvites).values({ userId: member.id, email: member.email, channel });
      await queueMail(tx, { to: member.email, brandId: member.brandId, ...slackInviteMail({ firstName: member.firstName, channel }) });
    },
  };
}
