import { feedOperations as op } from '@hubgrade/domain/feed/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { checkFeedReader, deploymentOf } from './deployment.ts';
import { schedulePublication } from './publication.ts';
import { countMessages, deploymentSites, findMessage, listCategories, listMessages, myFeed, readMessage } from './queries.ts';
import {
  createCategory,
  createMessage,
  deleteCategory,
  deleteMessage,
  duplicateMessage,
  patchCategory,
  react,
  saveMessage,
} from './service.ts';

/** The news feed (members-bookings-feed §2.18–§2.20, §7), and the pass that publishes planned messages. */
export const feedRoutes: Module = async (app, { db }) => {
  const feedOf = (request: { params: { brandId: 'true' | number } }, user: ReturnType<typeof currentUser>) =>
    deploymentOf(db, user, request.params.brandId);
  const noBody = { preValidation: refuseBody };

  route(app, op.listMessages, async (r) => listMessages(db, await feedOf(r, currentUser(r)), r.query));
  route(app, op.countMessages, async (r) => countMessages(db, await feedOf(r, currentUser(r)), r.query));
  route(app, op.espaces, async (r) => deploymentSites(db, await feedOf(r, currentUser(r))));
  route(app, op.findMessage, async (r) => findMessage(db, await feedOf(r, currentUser(r)), r.params.id, currentUser(r).id));
  route(app, op.createMessage, async (r) => createMessage(db, currentUser(r), await feedOf(r, currentUser(r)), r.body));
  route(app, op.saveMessage, async (r) => saveMessage(db, currentUser(r), await feedOf(r, currentUser(r)), r.params.id, r.body));
  route(app, op.duplicateMessage, async (r) => duplicateMessage(db, currentUser(r), await feedOf(r, currentUser(r)), r.params.id), noBody);
  route(app, op.deleteMessage, async (r) => deleteMessage(db, currentUser(r), await feedOf(r, currentUser(r)), r.params.id), noBody);
  route(app, op.listCategories, async (r) => listCategories(db, await feedOf(r, currentUser(r)), r.query));
  route(app, op.createCategory, async (r) => createCategory(db, currentUser(r), await feedOf(r, currentUser(r)), r.body));
  route(app, op.patchCategory, async (r) => patchCategory(db, currentUser(r), await feedOf(r, currentUser(r)), r.params.id, r.body));
  route(app, op.deleteCategory, async (r) => deleteCategory(db, currentUser(r), await feedOf(r, currentUser(r)), r.params.id), noBody);
  const reader = (r: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(r);
    checkFeedReader(user);
    return user;
  };
  route(app, op.myFeed, (r) => myFeed(db, reader(r).id, r.query.page));
  route(app, op.readMessage, (r) => readMessage(db, reader(r).id, r.params.id));
  route(app, op.react, (r) => react(db, reader(r), r.params.id), noBody);

  schedulePublication(app, db);
};
