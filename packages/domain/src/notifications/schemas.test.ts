import { describe, expect, it } from 'vitest';
import { badgeText } from './labels.ts';
import { NOTIFICATION_SEND_MAX_USERS, ZNotificationSendBody, ZNotificationSettingsBody, ZRealtimeQuery } from './schemas.ts';

describe('notification contract', () => {
  it('sends to listed users or to a brand, never both nor neither', () => {
    expect(ZNotificationSendBody.safeParse({ userIds: [1, 2], content: 'Bonjour' }).success).toBe(true);
    expect(ZNotificationSendBody.safeParse({ brandId: 9, content: 'Bonjour' }).success).toBe(true);
    expect(ZNotificationSendBody.safeParse({ brandId: null, content: 'Bonjour' }).success).toBe(true);
    expect(ZNotificationSendBody.safeParse({ userIds: [1], brandId: 9, content: 'Bonjour' }).success).toBe(false);
    expect(ZNotificationSendBody.safeParse({ content: 'Bonjour' }).success).toBe(false);
    expect(ZNotificationSendBody.safeParse({ userIds: [], content: 'Bonjour' }).success).toBe(false);
    const tooMany = Array.from({ length: NOTIFICATION_SEND_MAX_USERS + 1 }, (_, i) => i + 1);
    expect(ZNotificationSendBody.safeParse({ userIds: tooMany, content: 'Bonjour' }).success).toBe(false);
    expect(ZNotificationSendBody.safeParse({ userIds: [1], content: '  ' }).success).toBe(false);
  });

  it('accepts only links to a path of the back-office', () => {
    const link = (value: string) => ZNotificationSendBody.safeParse({ userIds: [1], content: 'x', link: value }).success;
    expect(link('/membres/12')).toBe(true);
    expect(link('/notifications?page=2#haut')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'membres', '/a b', '']) {
      expect(link(bad), bad).toBe(false);
    }
  });

  it('refuses unknown fields in the settings', () => {
    expect(ZNotificationSettingsBody.safeParse({ settings: [{ kind: 'system', enabled: false }] }).success).toBe(true);
    expect(ZNotificationSettingsBody.safeParse({ settings: [{ kind: 'system', enabled: false, userId: 1 }] }).success).toBe(false);
    expect(ZNotificationSettingsBody.safeParse({ settings: [{ kind: 'autre', enabled: false }] }).success).toBe(false);
  });

  it('reads `since` from the query string as a non-negative integer', () => {
    expect(ZRealtimeQuery.parse({ token: 'a', since: '42' })).toEqual({ token: 'a', since: 42 });
    expect(ZRealtimeQuery.parse({})).toEqual({});
    for (const since of ['-1', '1.5', 'abc']) expect(ZRealtimeQuery.safeParse({ since }).success, since).toBe(false);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
