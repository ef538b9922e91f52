import { describe, expect, it } from 'vitest';
import { MESSAGE_LABELS } from './labels.ts';
import { ZMessageListQuery, ZMessageStateBody, ZReplyBody } from './schemas.ts';

const reply = {
  discussion: 3,
  messageState: 1,
  date: '2026-10-01T10:00:00.000Z',
  content: ['Bonjour', 'Merci'],
  sender: 8,
  messageType: 1,
  sentByAdmin: true,
};

describe('message schemas', () => {
  it('reads the list query with its defaults and filters', () => {
    expect(ZMessageListQuery.parse({})).toMatchObject({ page: 1, itemsPerPage: 25, sortBy: 'message_id', sortDesc: true });
    expect(ZMessageListQuery.parse({ state: '1', archived: 'false', adId: '4', userId: '7' })).toMatchObject({
      state: 1,
      archived: false,
      adId: 4,
      userId: 7,
    });
    expect(ZMessageListQuery.safeParse({ state: '5' }).success).toBe(false);
    expect(ZMessageListQuery.safeParse({ sortBy: 'ad_title' }).success).toBe(false);
  });

  it('takes the reply payload of the specification, and no empty text', () => {
    expect(ZReplyBody.parse({ hubgrade_message: reply }).hubgrade_message.content).toEqual(['Bonjour', 'Merci']);
    const empty = ZReplyBody.safeParse({ hubgrade_message: { ...reply, content: ['  ', '...'] } });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(MESSAGE_LABELS.replyEmpty);
    for (const change of [{ messageState: 3 }, { messageType: 2 }, { sentByAdmin: false }, { date: 'hier' }, { roles: ['ROLE_ADMIN'] }]) {
      expect(ZReplyBody.safeParse({ hubgrade_message: { ...reply, ...change } }).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('takes any state number and leaves the transition to the server', () => {
    expect(ZMessageStateBody.parse({ messageState: 1 })).toEqual({ messageState: 1 });
    expect(ZMessageStateBody.safeParse({ messageState: 0 }).success).toBe(false);
    expect(ZMessageStateBody.safeParse({ messageState: '3' }).success).toBe(false);
  });
});
