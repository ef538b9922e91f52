import { describe, expect, test } from 'vitest';
import { reminderDue } from './reminders.ts';

const sent = { state: 1, type: 1, dueOn: '2026-10-31' };

describe('invoice reminders', () => {
  test('none before J+7, the first from J+7, the second from J+30', () => {
    expect(reminderDue(sent, [], '2026-11-06')).toBeNull();
    expect(reminderDue(sent, [], '2026-11-07')).toBe(1);
    expect(reminderDue(sent, [1], '2026-11-29')).toBeNull();
    expect(reminderDue(sent, [1], '2026-11-30')).toBe(2);
    expect(reminderDue(sent, [1, 2], '2027-01-15')).toBeNull();
  });

  test('a schedule started late sends the second reminder only', () => {
    expect(reminderDue(sent, [], '2026-12-15')).toBe(2);
    expect(reminderDue(sent, [2], '2026-12-16')).toBeNull();
  });

  test('paid, cancelled, unrecoverable invoices, credit notes and invoices without due date get none', () => {
    for (const state of [2, 3, 4]) expect(reminderDue({ ...sent, state }, [], '2026-12-15')).toBeNull();
    expect(reminderDue({ ...sent, type: 5 }, [], '2026-12-15')).toBeNull();
    expect(reminderDue({ ...sent, dueOn: null }, [], '2026-12-15')).toBeNull();
    expect(reminderDue({ ...sent, state: 0 }, [], '2026-11-07')).toBe(1);
  });

  test('counts calendar days across a month end and the clock change', () => {
    const due = { state: 1, type: 1, dueOn: '2026-10-20' };
    expect(reminderDue(due, [], '2026-10-26')).toBeNull();
    expect(reminderDue(due, [], '2026-10-27')).toBe(1);
    expect(reminderDue(due, [1], '2026-11-18')).toBeNull();
    expect(reminderDue(due, [1], '2026-11-19')).toBe(2);
  });
});
