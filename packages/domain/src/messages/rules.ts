/**
 * Tables-and-sheets §4, message state: 1 En attente (pending moderation), 2 Refusé, 3 Non lu, 4 Lu.
 * From 1 a moderator validates (to 3) or refuses (to 2); from 3 the message is marked read (4);
 * replying to a message sets it to 4, which is the 3 → 4 step too. Nothing else moves.
 */
export const MESSAGE_STATES = [1, 2, 3, 4] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_STATE = { pending: 1, refused: 2, unread: 3, read: 4 } as const;

export const MESSAGE_TRANSITIONS: Record<MessageState, readonly MessageState[]> = {
  1: [3, 2],
  2: [],
  3: [4],
  4: [],
};

export function canTransitionMessage(from: MessageState, to: MessageState): boolean {
  return MESSAGE_TRANSITIONS[from].includes(to);
}

/** The moderation actions a message in this state offers, in menu order. */
export type MessageAction = 'validate' | 'refuse' | 'markRead';
export const MESSAGE_ACTION_TARGET: Record<MessageAction, MessageState> = { validate: 3, refuse: 2, markRead: 4 };

export function messageActions(state: MessageState): MessageAction[] {
  return (Object.keys(MESSAGE_ACTION_TARGET) as MessageAction[]).filter((action) =>
    canTransitionMessage(state, MESSAGE_ACTION_TARGET[action]),
  );
}

/**
 * A message may be answered once it has been validated (3 or 4): the answer marks it read,
 * which a pending or refused message cannot become.
 */
export function canReplyTo(state: MessageState): boolean {
  return state === 3 || state === 4;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Tables-and-sheets §5: a reply needs at least one letter or digit in some line. */
export function hasMessageText(lines: readonly string[]): boolean {
  return lines.some((line) => LETTER_OR_DIGIT.test(line));
}

/** The text typed in the reply box as the list of lines a message holds (spec §3 message_content). */
export function toMessageLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Blank lines around the text carry nothing; those inside it are paragraph breaks.
  while (lines.length > 0 && lines[0]?.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  return lines;
}

/** The stored lines back as the text of an edit box. */
export function fromMessageLines(lines: readonly string[]): string {
  return lines.join('\n');
}
