import { describe, expect, it } from 'vitest';
import {
  canReplyTo,
  canTransitionMessage,
  fromMessageLines,
  hasMessageText,
  MESSAGE_STATES,
  type MessageState,
  messageActions,
  toMessageLines,
} from './rules.ts';

describe('message states', () => {
  const allowed: [MessageState, MessageState][] = [
    [1, 3],
    [1, 2],
    [3, 4],
  ];

  it('allows validate, refuse and read, and nothing else', () => {
    for (const from of MESSAGE_STATES) {
      for (const to of MESSAGE_STATES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canTransitionMessage(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('offers the actions of each state', () => {
    expect(messageActions(1)).toEqual(['validate', 'refuse']);
    expect(messageActions(2)).toEqual([]);
    expect(messageActions(3)).toEqual(['markRead']);
    expect(messageActions(4)).toEqual([]);
  });

  it('answers only validated messages', () => {
    expect(MESSAGE_STATES.filter(canReplyTo)).toEqual([3, 4]);
  });
});

describe('reply text', () => {
  it('needs a letter or a digit in some line', () => {
    expect(hasMessageText([])).toBe(false);
    expect(hasMessageText([''])).toBe(false);
    expect(hasMessageText(['   ', '?!…', '--'])).toBe(false);
    expect(hasMessageText(['', '  ', 'ok'])).toBe(true);
    expect(hasMessageText(['42'])).toBe(true);
    expect(hasMessageText(['Élodie'])).toBe(true);
    expect(hasMessageText(['日本'])).toBe(true);
  });

  it('splits the typed text into lines, without the blank lines around it', () => {
    expect(toMessageLines('\n\nBonjour,\r\n\r\nÀ bientôt\n  \n')).toEqual(['Bonjour,', '', 'À bientôt']);
    expect(toMessageLines('   ')).toEqual([]);
    expect(fromMessageLines(['a', '', 'b'])).toBe('a\n\nb');
  });
});
