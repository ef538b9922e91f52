import { settingsOperations as op } from '@hubgrade/domain/settings/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findSettings } from './queries.ts';
import { saveSettings } from './service.ts';

/** A brand's settings (spec shell /settings). */
export const settingsRoutes: Module = async (app, { db, config }) => {
  route(app, op.find, (r) => findSettings(db, currentUser(r), r.params.brandId, config.mailFrom));
  route(app, op.save, (r) => saveSettings(db, currentUser(r), r.params.brandId, r.body, config.mailFrom));
};
