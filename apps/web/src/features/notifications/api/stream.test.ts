import { describe, expect, it } from 'vitest';
import { isNotificationFrame } from './stream.ts';

const NOTIFICATION = {
  id: 12,
  kind: 'system',
  creationDate: '2025-01-02T10:00:00.000Z',
  link: null,
  content: 'Bonjour',
  seen: false,
  createdByFirstName: null,
  createdByLastName: null,
  createdByCompany: null,
};

describe('isNotificationFrame', () => {
  it('takes a new-notification frame of the server', () => {
    expect(isNotificationFrame({ channel: 'User.Notif.4', event: 'new-notification', data: NOTIFICATION })).toBe(true);
  });

  it.each([
    ['another event', { channel: 'User.Notif.4', event: 'typing', data: NOTIFICATION }],
    ['no notification', { channel: 'User.Notif.4', event: 'new-notification' }],
    ['an id that is not a number', { channel: 'User.Notif.4', event: 'new-notification', data: { ...NOTIFICATION, id: '12' } }],
    ['no channel', { event: 'new-notification', data: NOTIFICATION }],
    ['a text', 'new-notification'],
    ['null', null],
  ])('refuses %s', (_, frame) => {
    expect(isNotificationFrame(frame)).toBe(false);
  });
});
