import { INTEGRATION_PATHS as P } from '@hubgrade/domain/integrations/routes';
import type { IntegrationState, PapercutAnswer, WelcomrLoginAnswer, WelcomrSession } from '@hubgrade/domain/integrations/schemas';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** The row fields the WelcomR, Papercut and Slack calls need. */
type Target = Pick<MemberRow, 'userId' | 'welcomrId'>;

/**
 * Members-bookings-feed §4: activating WelcomR first creates the member's WelcomR login when they
 * have none, then activates it; every door call carries a fresh WelcomR session id (ksid).
 */
async function activateWelcomr(target: Target) {
  const { ksid } = await api<WelcomrSession>(P.welcomrSession);
  const welcomrId =
    target.welcomrId ??
    (await api<WelcomrLoginAnswer>(P.welcomrLogin, {
      method: 'POST',
      body: { login: { user: target.userId, loginType: 1, isValidated: true }, ksid },
    }));
  return api<IntegrationState>(P.welcomrActivate(welcomrId), { method: 'POST', body: { ksid } });
}

function welcomrIdOf(target: Target): string {
  if (!target.welcomrId) throw new Error('no WelcomR login');
  return target.welcomrId;
}

const CALLS = {
  welcomrActivate: activateWelcomr,
  welcomrResend: (t: Target) => api<IntegrationState>(P.welcomrPincode(welcomrIdOf(t)), { method: 'POST' }),
  welcomrDeactivate: (t: Target) => api<IntegrationState>(P.welcomrDeactivate(welcomrIdOf(t)), { method: 'POST' }),
  papercutCreate: (t: Target) => api<PapercutAnswer>(P.papercutCreate(t.userId), { method: 'POST' }),
  papercutDisable: (t: Target) => api<IntegrationState>(P.papercutDeactivate(t.userId), { method: 'POST' }),
  slackInvite: (t: Target) => api<IntegrationState>(P.slackInvite(t.userId), { method: 'PATCH' }),
} as const;

export type IntegrationAction = keyof typeof CALLS;

/** One of the outside-service actions of the row menu; the member lists reload afterwards. */
export function useIntegrationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, target }: { action: IntegrationAction; target: Target }) => CALLS[action](target) as Promise<unknown>,
    onSettled: () => client.invalidateQueries({ queryKey: ['members'] }),
  });
}
