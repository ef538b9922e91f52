import { describe, expect, it } from 'vitest';
import { TICKET_LABELS as L } from './labels.ts';
import {
  assigneeAfter,
  checkTicketTransition,
  daysBetween,
  isTicketFinished,
  TICKET_CLOSED,
  TICKET_IN_PROGRESS,
  TICKET_OPEN,
  TICKET_PROBLEM,
  TICKET_REFUSED,
  TICKET_STATES,
  TICKET_TRANSITIONS,
  ticketTargets,
} from './rules.ts';

describe('ticket state machine', () => {
  it('names every state as the spec does (shell §4)', () => {
    expect(TICKET_STATES.map((s) => L.states[s])).toEqual(['Problème', 'Ouvert', 'En cours', 'Clôturé', 'Refusé']);
  });

  it('lets staff triage a new report: open it, take it on, or refuse it, never close it unseen', () => {
    expect(ticketTargets(TICKET_PROBLEM, ['staff'])).toEqual([TICKET_OPEN, TICKET_IN_PROGRESS, TICKET_REFUSED]);
    expect(checkTicketTransition(TICKET_PROBLEM, TICKET_CLOSED, ['staff'])).toEqual({ ok: false, refusal: 'notAllowed' });
  });

  it('lets staff work, pause, resolve and reopen', () => {
    expect(checkTicketTransition(TICKET_OPEN, TICKET_IN_PROGRESS, ['staff'])).toEqual({ ok: true });
    expect(checkTicketTransition(TICKET_IN_PROGRESS, TICKET_OPEN, ['staff'])).toEqual({ ok: true });
    expect(checkTicketTransition(TICKET_IN_PROGRESS, TICKET_CLOSED, ['staff'])).toEqual({ ok: true });
    expect(checkTicketTransition(TICKET_CLOSED, TICKET_OPEN, ['staff'])).toEqual({ ok: true });
    expect(checkTicketTransition(TICKET_REFUSED, TICKET_OPEN, ['staff'])).toEqual({ ok: true });
  });

  it('refuses a ticket being worked on only after putting it back (en cours → refusé is not a move)', () => {
    expect(checkTicketTransition(TICKET_IN_PROGRESS, TICKET_REFUSED, ['staff']).ok).toBe(false);
  });

  it('lets the reporter close their ticket and reopen a closed one, nothing else', () => {
    for (const from of [TICKET_PROBLEM, TICKET_OPEN, TICKET_IN_PROGRESS] as const) {
      expect(ticketTargets(from, ['reporter'])).toEqual([TICKET_CLOSED]);
    }
    expect(ticketTargets(TICKET_CLOSED, ['reporter'])).toEqual([TICKET_OPEN]);
    expect(ticketTargets(TICKET_REFUSED, ['reporter'])).toEqual([]);
    expect(checkTicketTransition(TICKET_PROBLEM, TICKET_IN_PROGRESS, ['reporter']).ok).toBe(false);
  });

  it('gives staff who reported a ticket both sets of moves', () => {
    expect(ticketTargets(TICKET_PROBLEM, ['staff', 'reporter'])).toEqual([TICKET_OPEN, TICKET_IN_PROGRESS, TICKET_CLOSED, TICKET_REFUSED]);
  });

  it('refuses staying in the same state, and no actor has a move to the same state', () => {
    expect(checkTicketTransition(TICKET_OPEN, TICKET_OPEN, ['staff'])).toEqual({ ok: false, refusal: 'same' });
    for (const actor of ['staff', 'reporter'] as const) {
      for (const from of TICKET_STATES) expect(TICKET_TRANSITIONS[actor][from]).not.toContain(from);
    }
  });

  it('leaves no state a dead end for staff, and every state reachable from a new report', () => {
    const reached = new Set<number>([TICKET_PROBLEM]);
    const queue: number[] = [TICKET_PROBLEM];
    while (queue.length) {
      const from = queue.shift() as (typeof TICKET_STATES)[number];
      for (const to of TICKET_TRANSITIONS.staff[from]) if (!reached.has(to)) reached.add(to) && queue.push(to);
    }
    expect([...reached].sort()).toEqual([...TICKET_STATES]);
    for (const from of TICKET_STATES) expect(TICKET_TRANSITIONS.staff[from].length).toBeGreaterThan(0);
  });

  it('counts closed and refused as finished', () => {
    expect(TICKET_STATES.filter(isTicketFinished)).toEqual([TICKET_CLOSED, TICKET_REFUSED]);
  });
});

describe('assigneeAfter', () => {
  it('gives an unassigned ticket taken en cours to the staff member who moved it', () => {
    expect(assigneeAfter(TICKET_IN_PROGRESS, null, 7, true)).toBe(7);
  });
  it('keeps an assignee, and never assigns a reporter', () => {
    expect(assigneeAfter(TICKET_IN_PROGRESS, 3, 7, true)).toBe(3);
    expect(assigneeAfter(TICKET_IN_PROGRESS, null, 7, false)).toBeNull();
    expect(assigneeAfter(TICKET_OPEN, null, 7, true)).toBeNull();
  });
});

describe('daysBetween', () => {
  it('counts whole days, never negative', () => {
    const now = new Date('2026-10-10T12:00:00Z');
    expect(daysBetween('2026-10-08T13:00:00Z', now)).toBe(1);
    expect(daysBetween('2026-10-11T13:00:00Z', now)).toBe(0);
  });
});
