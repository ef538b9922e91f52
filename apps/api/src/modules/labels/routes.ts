import { labelOperations as op } from '@hubgrade/domain/labels/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { listLabels } from './queries.ts';
import { createLabel, mergeLabels, patchLabel, removeLabel, setAdLabels, setStaticPageLabels } from './service.ts';

/** Labels of ads and static pages (spec shell /etiquettes): the operation's policy checks the admins and the module. */
export const labelRoutes: Module = async (app, { db }) => {
  route(app, op.list, (r) => listLabels(db, currentUser(r), r.query));
  route(app, op.create, (r) => createLabel(db, currentUser(r), r.body));
  route(app, op.patch, (r) => patchLabel(db, currentUser(r), r.params.id, r.body));
  route(app, op.remove, (r) => removeLabel(db, currentUser(r), r.params.id), { preValidation: refuseBody });
  route(app, op.merge, (r) => mergeLabels(db, currentUser(r), r.body));
  route(app, op.setAdLabels, (r) => setAdLabels(db, currentUser(r), r.params.id, r.body.labels));
  route(app, op.setStaticPageLabels, (r) => setStaticPageLabels(db, currentUser(r), r.params.id, r.body.labels));
};
