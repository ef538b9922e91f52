import type { Executor } from '../../../db/client.ts';
import type { ServiceMember } from '../member.ts';

/**
 * Slack: invitations to the workspace, and to the company's channel when it has one.
 * Refusals are ServiceErrors (400 with the field named by Slack, 503 unreachable). `tx` as for WelcomR.
 */
export interface SlackAdapter {
  readonly kind: 'built-in' | 'http';
  invite(tx: Executor, member: ServiceMember, channel: string | null): Promise<void>;
}
