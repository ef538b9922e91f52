import { describe, expect, it } from 'vitest';
import { decodeBatch, encodeBatch } from './bus.ts';

describe('a batch of the Redis bus', () => {
  it('reads back the messages it was made of, frames with escaped newlines included', () => {
    const messages = [
      { userId: 7, id: 120, frame: JSON.stringify({ data: { content: 'Deux\nlignes' } }) },
      { userId: 9, id: 121, frame: '{"data":{}}' },
    ];
    expect(decodeBatch(encodeBatch(messages))).toEqual(messages);
  });

  it('skips what is not a message', () => {
    expect(decodeBatch('')).toEqual([]);
    expect(decodeBatch('x\n3\n{}\n8\n4\n{"ok":1}\n9\n5')).toEqual([{ userId: 8, id: 4, frame: '{"ok":1}' }]);
  });
});
