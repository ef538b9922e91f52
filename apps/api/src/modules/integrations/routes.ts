import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { INTEGRATION_ROUTES as R } from '@hubgrade/domain/integrations/routes';
import {
  ZIntegrationState,
  ZMemberIdParams,
  ZPapercutAnswer,
  ZWelcomrActivateBody,
  ZWelcomrLoginAnswer,
  ZWelcomrLoginBody,
  ZWelcomrParams,
  ZWelcomrSession,
} from '@hubgrade/domain/integrations/schemas';
import type { FastifyReply } from 'fastify';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { integrationAdapters } from './adapters.ts';
import {
  activateWelcomr,
  createPapercut,
  createWelcomrLogin,
  deactivateWelcomr,
  disablePapercut,
  inviteToSlack,
  openWelcomrSession,
  resendWelcomrPin,
} from './service.ts';

const tags = ['integrations'];
/** Spec §2.3/§6: the WelcomR column and actions need the module and an administrator (or no brand). */
const welcomr = { access: { roles: ADMIN_ROLES, module: 'welcomr' } } as const;
/** Spec §2.4: Papercut lives in the company view, which staff open. */
const papercut = { access: { roles: STAFF_ROLES, module: 'companies' } } as const;
/** Spec §2.3/§6: Slack is an administrator's action of the member table; the brand flag is checked per member. */
const slack = { access: { roles: ADMIN_ROLES, module: 'members' } } as const;

/**
 * The spec's answers whose body is a bare value (the WelcomR id, the Papercut code) go out as a
 * JSON string: Fastify would send a string payload as plain text, which a JSON client misreads
 * (a code like 012345 would become a number).
 */
function sendJsonString(reply: FastifyReply, value: string) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(value));
}

/** WelcomR, Papercut and Slack (members-bookings-feed §7), each through its adapter. */
export const integrationRoutes: Module = async (app, { db, config }) => {
  const adapters = integrationAdapters(config);

  app.get(
    R.welcomrSession,
    { config: welcomr, schema: { tags, summary: 'Ouvrir une session WelcomR (ksid)', response: { 200: ZWelcomrSession } } },
    async () => openWelcomrSession(adapters),
  );

  app.post(
    R.welcomrLogin,
    {
      config: welcomr,
      schema: { tags, summary: 'Créer l’identifiant WelcomR d’un membre', body: ZWelcomrLoginBody, response: { 200: ZWelcomrLoginAnswer } },
    },
    async (request, reply) => sendJsonString(reply, await createWelcomrLogin(db, adapters, currentUser(request), request.body)),
  );

  app.post(
    R.welcomrActivate,
    {
      config: welcomr,
      schema: {
        tags,
        summary: 'Activer l’accès WelcomR',
        params: ZWelcomrParams,
        body: ZWelcomrActivateBody,
        response: { 200: ZIntegrationState },
      },
    },
    async (request) => activateWelcomr(db, adapters, currentUser(request), request.params.id, request.body.ksid),
  );

  app.post(
    R.welcomrPincode,
    {
      config: welcomr,
      preValidation: refuseBody,
      schema: { tags, summary: 'Renvoyer le code WelcomR', params: ZWelcomrParams, response: { 200: ZIntegrationState } },
    },
    async (request) => resendWelcomrPin(db, adapters, currentUser(request), request.params.id),
  );

  app.post(
    R.welcomrDeactivate,
    {
      config: welcomr,
      preValidation: refuseBody,
      schema: { tags, summary: 'Désactiver l’accès WelcomR', params: ZWelcomrParams, response: { 200: ZIntegrationState } },
    },
    async (request) => deactivateWelcomr(db, adapters, currentUser(request), request.params.id),
  );

  app.post(
    R.papercutCreate,
    {
      config: papercut,
      preValidation: refuseBody,
      schema: { tags, summary: 'Créer le compte Papercut d’un membre', params: ZMemberIdParams, response: { 200: ZPapercutAnswer } },
    },
    async (request, reply) => sendJsonString(reply, await createPapercut(db, adapters, currentUser(request), request.params.id)),
  );

  app.post(
    R.papercutDeactivate,
    {
      config: papercut,
      preValidation: refuseBody,
      schema: { tags, summary: 'Désactiver le compte Papercut d’un membre', params: ZMemberIdParams, response: { 200: ZIntegrationState } },
    },
    async (request) => disablePapercut(db, adapters, currentUser(request), request.params.id),
  );

  app.patch(
    R.slackInvite,
    {
      config: slack,
      preValidation: refuseBody,
      schema: { tags, summary: 'Inviter un membre sur Slack', params: ZMemberIdParams, response: { 200: ZIntegrationState } },
    },
    async (request) => inviteToSlack(db, adapters, currentUser(request), request.params.id),
  );
};
