import { isAdmin } from '@hubgrade/domain/auth/roles';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { canReplyTo, MESSAGE_ACTION_TARGET, type MessageAction, messageActions } from '@hubgrade/domain/messages/rules';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useArchiveDiscussion, useChangeMessageState, useDeleteMessage } from '../api/messages.ts';
import { EditContentDialog } from './edit-content-dialog.tsx';
import type { MessageTarget } from './message-target.ts';
import { ReplyDialog } from './reply-dialog.tsx';

export interface MessageActions {
  /** The moderation steps the message's state offers (spec §4). */
  moderation(target: MessageTarget): MessageAction[];
  moderate(target: MessageTarget, action: MessageAction): void;
  canReply(target: MessageTarget): boolean;
  reply(target: MessageTarget): void;
  /** Rewriting and deleting are for administrators (the API refuses salespeople). */
  canEdit: boolean;
  edit(target: MessageTarget): void;
  remove(target: MessageTarget, onDone?: () => void): void;
  toggleArchive(target: Pick<MessageTarget, 'discussionId' | 'archived'>): void;
  /** The confirmation, edit and reply dialogs: render once beside the actions. */
  dialogs: ReactNode;
}

/** The actions on a message shared by the table and the conversation page, with their confirmations and snackbars. */
export function useMessageActions(): MessageActions {
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const roles = useCurrentUser().data?.roles ?? [];
  const changeState = useChangeMessageState();
  const remove = useDeleteMessage();
  const archive = useArchiveDiscussion();
  const [editing, setEditing] = useState<MessageTarget | null>(null);
  const [replying, setReplying] = useState<MessageTarget | null>(null);

  // A refusal of the flow (409) says why in French; anything else is the generic error of spec §8.
  const error = conflictMessage;

  return {
    moderation: (target) => messageActions(target.state),
    moderate: (target, action) =>
      run(
        changeState,
        { id: target.messageId, state: MESSAGE_ACTION_TARGET[action] },
        {
          confirm:
            action === 'refuse'
              ? { title: L.confirm.refuseTitle, message: L.confirm.refuseMessage, confirmLabel: L.actions.refuse, destructive: true }
              : undefined,
          success: L.done[action],
          error,
        },
      ),
    canReply: (target) => canReplyTo(target.state) && !target.archived,
    reply: setReplying,
    canEdit: isAdmin(roles),
    edit: setEditing,
    remove: (target, onDone) =>
      run(remove, target.messageId, {
        confirm: { title: L.confirm.deleteTitle, message: L.confirm.deleteMessage, confirmLabel: L.actions.delete, destructive: true },
        onSuccess: onDone,
        success: L.done.delete,
        error,
      }),
    toggleArchive: (target) => {
      const archiving = !target.archived;
      return run(
        archive,
        { discussionId: target.discussionId, archived: archiving },
        {
          confirm: archiving
            ? { title: L.confirm.archiveTitle, message: L.confirm.archiveMessage, confirmLabel: L.actions.archive }
            : { title: L.confirm.unarchiveTitle, message: L.confirm.unarchiveMessage, confirmLabel: L.actions.unarchive },
          success: archiving ? L.done.archive : L.done.unarchive,
          error,
        },
      );
    },
    dialogs: (
      <>
        {confirmDialog}
        <EditContentDialog target={editing} onClose={() => setEditing(null)} />
        <ReplyDialog target={replying} onClose={() => setReplying(null)} />
      </>
    ),
  };
}
