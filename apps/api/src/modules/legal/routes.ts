import { legalOperations as op } from '@hubgrade/domain/legal/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findLegalPage, legalPageByHost, listVersions } from './queries.ts';
import { saveLegalPage } from './service.ts';

/** The legal pages (spec shell /cgu, /mentions-legales, /donnees-personnelles): read by any visitor of a host, written per brand. */
export const legalRoutes: Module = async (app, { db }) => {
  route(app, op.byHost, (r) => legalPageByHost(db, r.params.hostname, r.params.kind));
  route(app, op.find, (r) => findLegalPage(db, currentUser(r), r.params.brandId, r.params.kind));
  route(app, op.save, (r) => saveLegalPage(db, currentUser(r), r.params.brandId, r.params.kind, r.body.content));
  route(app, op.versions, (r) => listVersions(db, currentUser(r), r.params.brandId, r.params.kind, r.query));
};
