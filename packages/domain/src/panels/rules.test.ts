import { describe, expect, it } from 'vitest';
import { orderBlocks, screenPath, slotStatus } from './rules.ts';

describe('panel rules', () => {
  it('orders the blocks as the screen draws them, each once', () => {
    expect(orderBlocks(['announcements', 'clock', 'feed', 'clock'])).toEqual(['clock', 'feed', 'announcements']);
  });
  it('tells a past, running and coming booking apart', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(slotStatus('2026-12-01T08:00:00Z', '2026-12-01T09:00:00Z', now)).toBe('past');
    expect(slotStatus('2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z', now)).toBe('now');
    expect(slotStatus('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', now)).toBe('now');
    expect(slotStatus('2026-12-01T11:00:00Z', '2026-12-01T12:00:00Z', now)).toBe('next');
  });
  it('gives the screen address of a secret', () => {
    expect(screenPath('abc')).toBe('/project/screen/abc');
  });
});
