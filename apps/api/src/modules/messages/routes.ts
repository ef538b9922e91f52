import { messageOperations as op } from '@hubgrade/domain/messages/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findConversation, listMessages } from './queries.ts';
import { changeMessageState, deleteMessage, editMessageContent, replyToDiscussion, setDiscussionArchived } from './service.ts';

/** Tables-and-sheets §2.8 and §7: the messages between landlords and tenants, and their moderation. */
export const messageRoutes: Module = async (app, { db }) => {
  route(app, op.listMessages, (request) => listMessages(db, currentUser(request), request.query));
  route(app, op.findConversation, (request) => findConversation(db, currentUser(request), request.params.discussionId));
  route(app, op.changeMessageState, (request) =>
    changeMessageState(db, currentUser(request), request.params.id, request.body.messageState),
  );
  route(app, op.replyToDiscussion, (request) =>
    replyToDiscussion(db, currentUser(request), request.params.discussionId, request.body.hubgrade_message),
  );
  route(app, op.editMessageContent, (request) => editMessageContent(db, currentUser(request), request.params.id, request.body.content));
  route(app, op.deleteMessage, (request) => deleteMessage(db, currentUser(request), request.params.id), { preValidation: refuseBody });
  route(app, op.archiveDiscussion, (request) =>
    setDiscussionArchived(db, currentUser(request), request.params.discussionId, request.body.archived),
  );
};
