import { creditOperations as op } from '@hubgrade/domain/credits/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { schedulePackExpiry } from './expiry.ts';
import { findCredits } from './queries.ts';
import { addEntry } from './service.ts';

/** The credit ledger (members-bookings-feed §2.13, §4): balances, entries, packs and adjustments, the packs' expiry. */
export const creditRoutes: Module = async (app, { db }) => {
  route(app, op.companyCredits, (request) => findCredits(db, currentUser(request), 'company', request.params.id, request.query));
  route(app, op.memberCredits, (request) => findCredits(db, currentUser(request), 'member', request.params.id, request.query));
  route(app, op.addCompanyEntry, (request) => addEntry(db, currentUser(request), 'company', request.params.id, request.body));
  route(app, op.addMemberEntry, (request) => addEntry(db, currentUser(request), 'member', request.params.id, request.body));
  schedulePackExpiry(app, db);
};
