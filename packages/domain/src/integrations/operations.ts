import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZIntegrationState,
  ZMemberIdParams,
  ZPapercutAnswer,
  ZWelcomrActivateBody,
  ZWelcomrLoginAnswer,
  ZWelcomrLoginBody,
  ZWelcomrParams,
  ZWelcomrSession,
} from './schemas.ts';

/** Spec §2.3/§6: the WelcomR column and actions need the module and an administrator (or no brand). */
const welcomr = { roles: ADMIN_ROLES, module: 'welcomr' } as const;
/** Spec §2.4: Papercut lives in the company view, which staff open. */
const papercut = { roles: STAFF_ROLES, module: 'companies' } as const;
/** Spec §2.3/§6: Slack is an administrator's action of the member table; the brand flag is checked per member. */
const slack = { roles: ADMIN_ROLES, module: 'members' } as const;

/**
 * The WelcomR (door access), Papercut (printing) and Slack calls of members-bookings-feed §7 and
 * GET /welcomr/session of shell §7. `id` of the WelcomR login calls is the WelcomR login id;
 * `id` of the Papercut and Slack calls is the member's user id.
 */
export const integrationOperations = operations('integrations', {
  welcomrSession: {
    method: 'GET',
    path: '/api/welcomr/session',
    summary: 'Ouvrir une session WelcomR (ksid)',
    access: welcomr,
    response: ZWelcomrSession,
  },
  welcomrLogin: {
    method: 'POST',
    path: '/api/welcomr/login',
    summary: 'Créer l’identifiant WelcomR d’un membre',
    access: welcomr,
    body: ZWelcomrLoginBody,
    response: ZWelcomrLoginAnswer,
  },
  welcomrActivate: {
    method: 'POST',
    path: '/api/welcomr/login/:id/activate',
    summary: 'Activer l’accès WelcomR',
    access: welcomr,
    params: ZWelcomrParams,
    body: ZWelcomrActivateBody,
    response: ZIntegrationState,
  },
  welcomrPincode: {
    method: 'POST',
    path: '/api/welcomr/login/:id/pincode',
    summary: 'Renvoyer le code WelcomR',
    access: welcomr,
    params: ZWelcomrParams,
    response: ZIntegrationState,
  },
  welcomrDeactivate: {
    method: 'POST',
    path: '/api/welcomr/login/:id/deactivate',
    summary: 'Désactiver l’accès WelcomR',
    access: welcomr,
    params: ZWelcomrParams,
    response: ZIntegrationState,
  },
  papercutCreate: {
    method: 'POST',
    path: '/api/company/user/:id/papercut',
    summary: 'Créer le compte Papercut d’un membre',
    access: papercut,
    params: ZMemberIdParams,
    response: ZPapercutAnswer,
  },
  papercutDeactivate: {
    method: 'POST',
    path: '/api/company/user/:id/deactivate/papercut',
    summary: 'Désactiver le compte Papercut d’un membre',
    access: papercut,
    params: ZMemberIdParams,
    response: ZIntegrationState,
  },
  slackInvite: {
    method: 'PATCH',
    path: '/api/slackInvite/user/:id',
    summary: 'Inviter un membre sur Slack',
    access: slack,
    params: ZMemberIdParams,
    response: ZIntegrationState,
  },
});
