import { integrationOperations as op } from '@hubgrade/domain/integrations/operations';
import { memberOperations } from '@hubgrade/domain/members/operations';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call } from '../../../lib/call.ts';

/** The row fields the WelcomR, Papercut and Slack calls need. */
type Target = Pick<MemberRow, 'userId' | 'welcomrId'>;

/**
 * Members-bookings-feed §4: activating WelcomR first creates the member's WelcomR login when they
 * have none, then activates it; every door call carries a fresh WelcomR session id (ksid).
 */
async function activateWelcomr(target: Target) {
  const { ksid } = await call(op.welcomrSession);
  const welcomrId =
    target.welcomrId ?? (await call(op.welcomrLogin, { body: { login: { user: target.userId, loginType: 1, isValidated: true }, ksid } }));
  return call(op.welcomrActivate, { params: { id: welcomrId }, body: { ksid } });
}

function welcomrIdOf(target: Target): string {
  if (!target.welcomrId) throw new Error('no WelcomR login');
  return target.welcomrId;
}

const CALLS = {
  welcomrActivate: activateWelcomr,
  welcomrResend: (t: Target) => call(op.welcomrPincode, { params: { id: welcomrIdOf(t) } }),
  welcomrDeactivate: (t: Target) => call(op.welcomrDeactivate, { params: { id: welcomrIdOf(t) } }),
  papercutCreate: (t: Target) => call(op.papercutCreate, { params: { id: t.userId } }),
  papercutDisable: (t: Target) => call(op.papercutDeactivate, { params: { id: t.userId } }),
  slackInvite: (t: Target) => call(op.slackInvite, { params: { id: t.userId } }),
} as const;

export type IntegrationAction = keyof typeof CALLS;

/** One of the outside-service actions of the row menu; the member lists reload afterwards. */
export function useIntegrationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target }: { action: IntegrationAction; target: Target }) => CALLS[action](target) as Promise<unknown>,
    onSettled: () => client.invalidateQueries({ queryKey: areaKey(memberOperations) }),
  });
}
