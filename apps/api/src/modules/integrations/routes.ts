import { integrationOperations as op } from '@hubgrade/domain/integrations/operations';
import type { FastifyReply } from 'fastify';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
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
  const noBody = { preValidation: refuseBody };

  route(app, op.welcomrSession, () => openWelcomrSession(adapters));
  route(app, op.welcomrLogin, async (request, reply) =>
    sendJsonString(reply, await createWelcomrLogin(db, adapters, currentUser(request), request.body)),
  );
  route(app, op.welcomrActivate, (request) => activateWelcomr(db, adapters, currentUser(request), request.params.id, request.body.ksid));
  route(app, op.welcomrPincode, (request) => resendWelcomrPin(db, adapters, currentUser(request), request.params.id), noBody);
  route(app, op.welcomrDeactivate, (request) => deactivateWelcomr(db, adapters, currentUser(request), request.params.id), noBody);
  route(
    app,
    op.papercutCreate,
    async (request, reply) => sendJsonString(reply, await createPapercut(db, adapters, currentUser(request), request.params.id)),
    noBody,
  );
  route(app, op.papercutDeactivate, (request) => disablePapercut(db, adapters, currentUser(request), request.params.id), noBody);
  route(app, op.slackInvite, (request) => inviteToSlack(db, adapters, currentUser(request), request.params.id), noBody);
};
