/**
 * Tickets (spec shell §4: problème, ouvert, en cours, clôturé, refusé): the states, who may move
 * a ticket from one to another, priorities and categories. The specification gives the states and
 * not the transitions; these are the facility desk's of Nexudus and OfficeRnD (a report is
 * triaged by staff, worked on, then resolved or declined; a resolved one can be reopened).
 */

export const TICKET_STATES = [1, 2, 3, 4, 5] as const;
export type TicketState = (typeof TICKET_STATES)[number];
/** Reported, not triaged yet. */
export const TICKET_PROBLEM = 1;
/** Acknowledged by staff, waiting to be worked on. */
export const TICKET_OPEN = 2;
/** Someone of the staff works on it (it then has an assignee). */
export const TICKET_IN_PROGRESS = 3;
/** Resolved. */
export const TICKET_CLOSED = 4;
/** Declined: not a problem the desk handles, or a duplicate. */
export const TICKET_REFUSED = 5;

/** The states of a ticket still waiting for the desk: what the dashboard counts. */
export const TICKET_WAITING_STATES: readonly TicketState[] = [TICKET_PROBLEM, TICKET_OPEN, TICKET_IN_PROGRESS];

/** Colours of the state chips and board columns: each dark enough for small text on white, and white text on it (WCAG AA 4.5:1). */
export const TICKET_STATE_COLOURS: Record<TicketState, string> = {
  1: '#C62828',
  2: '#B45309',
  3: '#1565C0',
  4: '#2E7D32',
  5: '#616161',
};

/** Who asks for a transition: the desk (administrators), or the person who reported the ticket. */
export type TicketActor = 'staff' | 'reporter';

/**
 * The state machine. Staff triage (problème → ouvert, en cours or refusé), work (ouvert ⇄ en
 * cours), resolve (→ clôturé) and reopen a closed or refused ticket (→ ouvert). The reporter
 * closes their own ticket when the problem went away, and reopens it when it comes back.
 */
export const TICKET_TRANSITIONS: Record<TicketActor, Record<TicketState, readonly TicketState[]>> = {
  staff: {
    1: [TICKET_OPEN, TICKET_IN_PROGRESS, TICKET_REFUSED],
    2: [TICKET_IN_PROGRESS, TICKET_CLOSED, TICKET_REFUSED],
    3: [TICKET_OPEN, TICKET_CLOSED],
    4: [TICKET_OPEN],
    5: [TICKET_OPEN],
  },
  reporter: {
    1: [TICKET_CLOSED],
    2: [TICKET_CLOSED],
    3: [TICKET_CLOSED],
    4: [TICKET_OPEN],
    5: [],
  },
};

/** The states a ticket in `from` may go to for this actor (staff who reported it may do both). */
export function ticketTargets(from: TicketState, actors: readonly TicketActor[]): TicketState[] {
  const targets = new Set<TicketState>();
  for (const actor of actors) for (const to of TICKET_TRANSITIONS[actor][from]) targets.add(to);
  return TICKET_STATES.filter((s) => targets.has(s));
}

/** Whether the move is allowed, or why not. */
export function checkTicketTransition(
  from: TicketState,
  to: TicketState,
  actors: readonly TicketActor[],
): { ok: true } | { ok: false; refusal: 'same' | 'notAllowed' } {
  if (from === to) return { ok: false, refusal: 'same' };
  return ticketTargets(from, actors).includes(to) ? { ok: true } : { ok: false, refusal: 'notAllowed' };
}

/** Whether the state ends the desk's work: the reporter gets a mail when a ticket reaches clôturé. */
export function isTicketFinished(state: TicketState): boolean {
  return state === TICKET_CLOSED || state === TICKET_REFUSED;
}

/**
 * Taking a ticket en cours without an assignee assigns it to the staff member who moved it, as a
 * desk does ("je m'en occupe"); an assigned ticket keeps its assignee.
 */
export function assigneeAfter(to: TicketState, assigneeId: number | null, actorId: number, actorIsStaff: boolean): number | null {
  if (to === TICKET_IN_PROGRESS && assigneeId === null && actorIsStaff) return actorId;
  return assigneeId;
}

export const TICKET_PRIORITIES = [1, 2, 3, 4] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_DEFAULT_PRIORITY: TicketPriority = 2;
export const TICKET_PRIORITY_COLOURS: Record<TicketPriority, string> = { 1: '#616161', 2: '#1565C0', 3: '#B45309', 4: '#C62828' };

/** The facility categories of a report (Nexudus' and OfficeRnD's helpdesk lists). */
export const TICKET_CATEGORIES = ['maintenance', 'cleaning', 'it', 'climate', 'access', 'furniture', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Rows of the detailed view's table. */
export const TICKET_PAGE_SIZE = 20;
/** Tickets a board column shows at most (its count says how many there are). */
export const TICKET_BOARD_COLUMN_SIZE = 30;
/** Upload mode of a ticket's files (members-bookings-feed §2.16: JPG, PNG, PDF, 10 MB). */
export const TICKET_UPLOAD_MODE = 'ticket' as const;
export const TICKET_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Files a ticket holds at most. */
export const TICKET_MAX_FILES = 10;

/** Whole days between two instants (the age of a waiting ticket on the dashboard). */
export function daysBetween(from: Date | string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / 86_400_000));
}
