import { memberOperations as op } from '@hubgrade/domain/members/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { bookableUsers } from './bookable-users.ts';
import { patchAccess, toggleFlag } from './company-flags.ts';
import { refuseIncoming, validateIncoming } from './incoming.ts';
import { listMembers } from './list.ts';
import { findMember, findMemberOverview, findUserBrands } from './queries.ts';
import { deleteMember } from './removal.ts';
import { setRoles } from './roles.ts';
import { disableMember, patchMember } from './service.ts';

/** The user tables and the member sheet (members-bookings-feed §2.2–§2.4, §2.17, §7). */
export const memberRoutes: Module = async (app, { db, config }) => {
  const noBody = { preValidation: refuseBody };

  route(app, op.listMembers, (request) => listMembers(db, currentUser(request), request.query));
  route(app, op.findMember, (request) => findMember(db, currentUser(request), request.params.id));
  route(app, op.memberOverview, (request) => findMemberOverview(db, currentUser(request), request.params.id, config.crmProspectUrl));
  route(app, op.patchMember, (request) => patchMember(db, currentUser(request), request.params.id, request.body.hubgrade_user));
  route(app, op.disableMember, (request) => disableMember(db, currentUser(request), request.params.id), noBody);
  route(app, op.setRoles, (request) => setRoles(db, currentUser(request), request.params.id, request.body.roles));
  route(app, op.deleteMember, (request) => deleteMember(db, currentUser(request), request.params.id), noBody);
  route(
    app,
    op.toggleAccessCompany,
    async (request) => ({ accessCompany: await toggleFlag(db, currentUser(request), request.params.id, 'accessCompany') }),
    noBody,
  );
  route(
    app,
    op.toggleShoppingRights,
    async (request) => ({ shoppingRights: await toggleFlag(db, currentUser(request), request.params.id, 'shoppingRights') }),
    noBody,
  );
  route(app, op.patchAccess, async (request) => ({ access: await patchAccess(db, currentUser(request), request.body) }));
  route(app, op.validateIncoming, async (request) => {
    const count = await validateIncoming(db, config, currentUser(request), request.body.ids);
    app.mailer.wake();
    return { count };
  });
  route(app, op.refuseIncoming, async (request) => ({ count: await refuseIncoming(db, currentUser(request), request.body.ids) }));
  route(app, op.userBrands, (request) => findUserBrands(db, currentUser(request), request.params.id));
  route(app, op.bookableUsers, (request) => bookableUsers(db, currentUser(request), request.params.brandId, request.query.search));
};
