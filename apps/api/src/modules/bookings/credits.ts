import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import type { Occurrence } from '@hubgrade/domain/bookings/recurrence';
import { bookingPriceCents, meetingRefundCents, type Slot } from '@hubgrade/domain/bookings/rules';
import { debitOutcome } from '@hubgrade/domain/credits/rules';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { differenceInMinutes } from 'date-fns';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { creditEntries, meetingRoomReservations, meetingRooms } from '../../db/schema/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { signalScreensOfRooms } from '../../plugins/realtime/screen-signal.ts';
import {
  appendEntries,
  balanceOf,
  type CreditOwner,
  insufficientCredits,
  lockAccountsInOrder,
  lockPayerAccount,
  type NewEntry,
  payerOf,
  refund,
} from '../credits/ledger.ts';

/**
 * What meeting-room bookings spend from the credit ledger (members-bookings-feed §2.12, §2.13, §4):
 * each meeting is priced from its room's prices (the domain's `bookingPriceCents`) and debited
 * from the member's payer (their own credits or their company's) in the booking's transaction, one
 * entry per meeting so that each one is refunded on its own. Every writer takes the payer's account
 * lock before any booking row, so a booking waiting on the room's exclusion constraint never holds
 * an account another writer waits for.
 */

type Room = typeof meetingRooms.$inferSelect;

/** The price of one meeting, in cents. */
export function meetingPrice(room: Room, slot: Slot, meeting: { start: Date; end: Date }): number {
  const tariff = {
    priceHour: room.priceHourCents,
    priceHalfDay: room.priceHalfDayCents,
    priceEvening: room.priceEveningCents,
    priceDay: room.priceDayCents,
  };
  return bookingPriceCents(tariff, slot, differenceInMinutes(meeting.end, meeting.start));
}

const when = (meeting: { start: Date; end: Date }) =>
  [formatDate(meeting.start), formatHour(meeting.start), formatHour(meeting.end)] as const;

export interface Payment {
  price: number;
  /** The debit entry, null for a free meeting. */
  entryId: number | null;
}

/** The operator's own people (administrators, salespeople) use its rooms without credits. */
export const isStaffMember = (roles: readonly string[]) => roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

/**
 * Debits the meetings in order under the payer's lock. A single booking the credits do not cover is
 * refused (409 "Crédits insuffisants pour cette réservation.") unless `forced`: it then takes what
 * is left and the balance ends at 0 (§4). In a series a meeting not covered is left out (null), the
 * following ones still tried: it comes back in `noCredit`. A free meeting writes no entry, nor
 * does a meeting booked for a member of staff (`staffMember`, from the member's roles), which costs
 * nothing. The meetings are decided in memory under the lock, their debits written in one statement.
 */
export async function payMeetings(
  tx: Tx,
  actor: SessionUser,
  args: { room: Room; slot: Slot; userId: number; staffMember: boolean; meetings: readonly Occurrence[]; single: boolean; forced: boolean },
): Promise<(Payment | null)[]> {
  if (args.staffMember) return args.meetings.map(() => ({ price: 0, entryId: null }));
  const prices = args.meetings.map((m) => meetingPrice(args.room, args.slot, m));
  if (prices.every((p) => p <= 0)) return prices.map((price) => ({ price, entryId: null }));
  const account = await lockPayerAccount(tx, args.userId);
  let balance = account.balance;
  const debits: NewEntry[] = [];
  /** Each meeting's payment, its debit's place in `debits` standing for the entry until written. */
  const decided: ({ price: number; debit: number | null } | null)[] = [];
  for (const [i, meeting] of args.meetings.entries()) {
    const price = prices[i] ?? 0;
    if (price <= 0) {
      decided.push({ price, debit: null });
      continue;
    }
    const outcome = debitOutcome(balance, price, args.single && args.forced);
    if (!outcome.ok) {
      if (args.single) throw insufficientCredits();
      decided.push(null);
      continue;
    }
    balance -= outcome.charged;
    decided.push({ price, debit: debits.length });
    debits.push({ kind: 'debit', label: L.debitLabel(args.room.name, ...when(meeting)), amount: -outcome.charged, actor });
  }
  const entries = await appendEntries(tx, account, debits);
  return decided.map((d) => d && { price: d.price, entryId: d.debit === null ? null : (entries[d.debit]?.id ?? null) });
}

/**
 * Locks, in id order, the accounts that paid these bookings and the account of the payer who pays
 * them now, before any booking row is locked or changed (the order every writer keeps: accounts,
 * then bookings).
 */
export async function lockPayingAccounts(tx: Tx, reservationIds: readonly number[], payer: CreditOwner | null = null): Promise<void> {
  const paying =
    reservationIds.length === 0
      ? []
      : await tx
          .select({ accountId: creditEntries.accountId })
          .from(creditEntries)
          .innerJoin(meetingRoomReservations, eq(meetingRoomReservations.creditEntryId, creditEntries.id))
          .where(inArray(meetingRoomReservations.id, [...reservationIds]));
  await lockAccountsInOrder(
    tx,
    paying.map((p) => p.accountId),
    payer,
  );
}

/**
 * Cancels live bookings and gives their credits back: in full before the meeting starts, nothing
 * once started (`meetingRefundCents`), or in full whatever the hour when `fullRefund` (a booking
 * replaced by an edit). Only the rows this call cancels are refunded, so a booking is refunded once
 * however many cancellations race. Answers the ids cancelled.
 */
export async function cancelAndRefund(
  tx: Tx,
  actor: SessionUser,
  ids: readonly number[],
  cancelledAt: Date,
  fullRefund: boolean,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const cancelled = await tx
    .update(meetingRoomReservations)
    .set({ cancelledAt, cancelledBy: actor.id })
    .where(and(inArray(meetingRoomReservations.id, [...ids]), isNull(meetingRoomReservations.cancelledAt)))
    .returning({
      id: meetingRoomReservations.id,
      roomId: meetingRoomReservations.roomId,
      startsAt: meetingRoomReservations.startsAt,
      endsAt: meetingRoomReservations.endsAt,
      creditEntryId: meetingRoomReservations.creditEntryId,
    });
  await signalScreensOfRooms(
    tx,
    cancelled.map((r) => r.roomId),
  );
  const debited = cancelled.filter((r) => r.creditEntryId !== null);
  if (debited.length > 0) {
    const entries = await tx
      .select({ id: creditEntries.id, amount: creditEntries.amountCents })
      .from(creditEntries)
      .where(
        inArray(
          creditEntries.id,
          debited.map((r) => r.creditEntryId ?? 0),
        ),
      );
    const rooms = await tx
      .select({ id: meetingRooms.id, name: meetingRooms.name })
      .from(meetingRooms)
      .where(inArray(meetingRooms.id, [...new Set(debited.map((r) => r.roomId))]));
    for (const row of debited) {
      const charged = -(entries.find((e) => e.id === row.creditEntryId)?.amount ?? 0);
      const back = fullRefund ? charged : meetingRefundCents(charged, row.startsAt, cancelledAt);
      if (back <= 0 || row.creditEntryId === null) continue;
      const room = rooms.find((r) => r.id === row.roomId)?.name ?? '';
      await refund(tx, {
        debitEntryId: row.creditEntryId,
        amount: back,
        label: L.refundLabel(room, ...when({ start: row.startsAt, end: row.endsAt })),
        actor,
      });
    }
  }
  return cancelled.map((r) => r.id);
}

/**
 * What the quota check (§7) says of credits: the payer's balance, plus what the booking being
 * edited paid (an edit gives it back first); null when the booking costs nothing.
 */
export async function creditsFor(db: Executor, userId: number, price: number, oldEventId: number | undefined): Promise<number | null> {
  if (price <= 0) return null;
  let balance = await balanceOf(db, await payerOf(db, userId));
  if (oldEventId !== undefined) {
    const [old] = await db
      .select({ amount: creditEntries.amountCents })
      .from(meetingRoomReservations)
      .innerJoin(creditEntries, eq(creditEntries.id, meetingRoomReservations.creditEntryId))
      .where(and(eq(meetingRoomReservations.id, oldEventId), isNull(meetingRoomReservations.cancelledAt)));
    balance += -(old?.amount ?? 0);
  }
  return balance;
}
