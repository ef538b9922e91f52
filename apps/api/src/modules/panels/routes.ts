import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { panelOperations as op } from '@hubgrade/domain/panels/operations';
import type { PanelSecretParams } from '@hubgrade/domain/panels/schemas';
import type { FastifyRequest } from 'fastify';
import type { Module } from '../../lib/context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findDefaultContent, findPanel, listPanels, panelOptions, panelScreen } from './queries.ts';
import { createPanel, deletePanel, regeneratePanelSecret, saveDefaultContent, updatePanel } from './service.ts';

/** Display panels (spec shell /panneau…) and the lobby screen read by its secret (/project/screen/{id}). */
export const panelRoutes: Module = async (app, { db }) => {
  const noBody = { preValidation: refuseBody };

  route(app, op.list, (r) => listPanels(db, currentUser(r), r.query));
  route(app, op.options, (r) => panelOptions(db, currentUser(r)));
  route(app, op.defaultContent, (r) => findDefaultContent(db, currentUser(r)));
  route(app, op.saveDefaultContent, (r) => saveDefaultContent(db, currentUser(r), r.body));
  route(app, op.find, (r) => findPanel(db, currentUser(r), r.params.id));
  route(app, op.create, (r) => createPanel(db, currentUser(r), r.body));
  route(app, op.update, (r) => updatePanel(db, currentUser(r), r.params.id, r.body));
  route(app, op.remove, (r) => deletePanel(db, currentUser(r), r.params.id), noBody);
  route(app, op.regenerateSecret, (r) => regeneratePanelSecret(db, currentUser(r), r.params.id), noBody);
  // The secret is the key: the logs keep neither the screen's address nor its socket's.
  const hideSecret = {
    req: (req: FastifyRequest) => ({ method: req.method, url: req.url.replace(/(\/project\/screen\/)[^/?]+/, '$1…') }),
  };
  route(
    app,
    op.screen,
    async (r, reply) => {
      // The secret is the key: no cache may keep an answer of an address that was cut off.
      reply.header('cache-control', 'no-store');
      return panelScreen(db, r.params.secret);
    },
    { logSerializers: hideSecret },
  );
  route(
    app,
    op.screenStream,
    () => {
      throw new HttpError(426, L.screen.upgradeRequired);
    },
    {
      // The route's schema has checked the secret's shape before the upgrade (a malformed one is answered 400).
      wsHandler: (socket, request) => app.realtime.screens.open(socket, (request.params as PanelSecretParams).secret),
      logSerializers: hideSecret,
    },
  );
};
