import {
  INTEGRATION_PATHS as P,
  ZIntegrationState,
  ZPapercutAnswer,
  ZWelcomrLoginAnswer,
  ZWelcomrSession,
} from '@hubgrade/domain/integrations/schemas';
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
  const { ksid } = await api(P.welcomrSession, { schema: ZWelcomrSession });
  const welcomrId =
    target.welcomrId ??
    (await api(P.welcomrLogin, {
      method: 'POST',
      body: { login: { user: target.userId, loginType: 1, isValidated: true }, ksid },
      schema: ZWelcomrLoginAnswer,
    }));
  return api(P.welcomrActivate(welcomrId), { method: 'POST', body: { ksid }, schema: ZIntegrationState });
}

function welcomrIdOf(target: Target): string {
  if (!target.welcomrId) throw new Error('no WelcomR login');
  return target.welcomrId;
}

const CALLS = {
  welcomrActivate: activateWelcomr,
  welcomrResend: (t: Target) => api(P.welcomrPincode(welcomrIdOf(t)), { method: 'POST', schema: ZIntegrationState }),
  welcomrDeactivate: (t: Target) => api(P.welcomrDeactivate(welcomrIdOf(t)), { method: 'POST', schema: ZIntegrationState }),
  papercutCreate: (t: Target) => api(P.papercutCreate(t.userId), { method: 'POST', schema: ZPapercutAnswer }),
  papercutDisable: (t: Target) => api(P.papercutDeactivate(t.userId), { method: 'POST', schema: ZIntegrationState }),
  slackInvite: (t: Target) => api(P.slackInvite(t.userId), { method: 'PATCH', schema: ZIntegrationState }),
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
