import { describe, expect, it } from 'vitest';
import { isScreenChangedFrame } from './screen-stream.ts';

describe('isScreenChangedFrame', () => {
  it('takes the server’s « content changed » frame', () => {
    expect(isScreenChangedFrame({ event: 'panel-content-changed' })).toBe(true);
  });

  it.each([
    ['another event', { event: 'new-notification' }],
    ['no event', {}],
    ['a text', 'panel-content-changed'],
    ['null', null],
  ])('refuses %s', (_, frame) => {
    expect(isScreenChangedFrame(frame)).toBe(false);
  });
});
