import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { frequencyRefusal, type Occurrence, occurrencesOf, seriesDays } from '@hubgrade/domain/bookings/recurrence';
import {
  defaultSubject,
  isPrivateByDefault,
  isSlotPastCutoff,
  isSlotPriced,
  parisClock,
  roomFitsGuests,
  type SpanRefusal,
  slotWindow,
  spanRefusal,
} from '@hubgrade/domain/bookings/rules';
import type {
  Instances,
  MeetingRoomReservation,
  MeetingRoomReservationBody,
  MeetingRoomSaveAnswer,
} from '@hubgrade/domain/bookings/schemas';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import { SETTINGS_LABELS as SL } from '@hubgrade/domain/settings/labels';
import { pastHorizon } from '@hubgrade/domain/settings/rules';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  brandSettings,
  companies,
  creditEntries,
  MEETING_ROOM_OVERLAP_CONSTRAINT,
  meetingRoomReservations,
  meetingRoomSeries,
  meetingRoomSetUpLinks,
  meetingRooms,
  sites,
  users,
} from '../../db/schema/index.ts';
import { EXCLUSION_VIOLATION, isConstraintViolation } from '../../lib/db-error.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { signalScreensOfRooms } from '../../plugins/realtime/screen-signal.ts';
import { payerOf, refund } from '../credits/ledger.ts';
import { doorAccess } from '../integrations/door-access.ts';
import { settingsOfBrand, valuesOf } from '../settings/values.ts';
import { busyMeetings, lastBookableDay, quotaTally, usedMinutes } from './checks.ts';
import { cancelAndRefund, isStaffMember, lockPayingAccounts, meetingPrice, type Payment, payMeetings } from './credits.ts';
import { invite } from './invitations.ts';
import { findMeetingRoomReservation, reservationScope, toReservation } from './queries.ts';
import { checkModule, isStaff, roomScope, withDefaultQuotas } from './rooms.ts';

type Fields = MeetingRoomReservationBody['hubgrade_sdr_reservation'];
type Room = typeof meetingRooms.$inferSelect;
type Reservation = typeof meetingRoomReservations.$inferSelect;
const FIELD = 'hubgrade_sdr_reservation';
const fieldError = (field: string, message: string) => badRequest(message, { [`${FIELD}.${field}`]: [message] });
const ENTITY = 'meeting-room-reservation';
/** What mailed links and door access need. */
type Links = Pick<Config, 'publicUrl' | 'integrations' | 'jwtSecret'>;

/** The window of the chosen slot: the fixed hours of slots 1–4 on `date`'s Paris day, or `date`–`dateEnd` for the free slot. */
function windowOf(fields: Fields, slot: MeetingRoomReservationBody['selectedTime'], room: Room, now: Date) {
  if (slot === 0) {
    if (fields.date.length === 10) throw fieldError('date', L.required);
    if (!fields.dateEnd || fields.dateEnd.length === 10) throw fieldError('dateEnd', L.required);
    const start = new Date(fields.date);
    const end = new Date(fields.dateEnd);
    const refusal: SpanRefusal | null = spanRefusal(start, end);
    if (refusal) throw fieldError('dateEnd', L[refusal]);
    if (start.getTime() < now.getTime()) throw fieldError('date', L.inThePast);
    return { start, end };
  }
  const day = fields.date.length === 10 ? fields.date : parisClock(new Date(fields.date)).day;
  const prices = { priceHalfDay: room.priceHalfDayCents, priceEvening: room.priceEveningCents, priceDay: room.priceDayCents };
  if (!isSlotPriced(prices, slot)) throw badRequest(L.slotNotPriced, { selectedTime: [L.slotNotPriced] });
  if (isSlotPastCutoff(slot, day, now)) throw badRequest(L.slotPassed, { selectedTime: [L.slotPassed] });
  return slotWindow(day, slot);
}

/** What a save books, once its input is checked: the room (with its site's name), the user, the meetings (one, or a series'). */
interface Plan {
  room: Room & { siteName: string };
  member: { id: number; email: string; firstName: string; lastName: string; companyName: string | null; roles: string[] };
  fields: Fields;
  slot: MeetingRoomReservationBody['selectedTime'];
  frequency: MeetingRoomReservationBody['frequency'];
  meetings: Occurrence[];
}

/** §4, §5, §6: who books for whom, which room, which hours, guests, set-up, and the series' days. */
async function planOf(db: Db, actor: SessionUser, body: MeetingRoomReservationBody, idBrand: number | null, now: Date): Promise<Plan> {
  checkModule(actor);
  const fields = body.hubgrade_sdr_reservation;
  const staff = isStaff(actor);
  if (!staff && fields.user !== actor.id) throw fieldError('user', L.onlyForYourself);
  if (!staff && fields.quotaFree) throw fieldError('quotaFree', L.quotaFreeStaffOnly);
  // The room, its site's name, its brand's settings and the member it is booked for (of the room's brand), read at once.
  const [stored] = await db
    .select({
      room: meetingRooms,
      siteName: sites.name,
      member: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, roles: users.roles },
      companyName: companies.name,
      settings: brandSettings,
    })
    .from(meetingRooms)
    .innerJoin(sites, eq(sites.id, meetingRooms.siteId))
    .leftJoin(brandSettings, settingsOfBrand(meetingRooms.brandId))
    .leftJoin(
      users,
      and(eq(users.id, fields.user), isNull(users.deletedAt), sql`${users.brandId} is not distinct from ${meetingRooms.brandId}`),
    )
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(meetingRooms.id, fields.sdr), roomScope(actor, idBrand)));
  if (!stored) throw fieldError('sdr', L.unknownRoom);
  const settings = valuesOf(stored.settings);
  const room = { ...withDefaultQuotas(stored.room, settings), siteName: stored.siteName };
  if (!stored.member) throw fieldError('user', L.unknownUser);
  const member = { ...stored.member, companyName: stored.companyName };
  const { start, end } = windowOf(fields, body.selectedTime, room, now);
  if (!roomFitsGuests(room.capacity, fields.guests.length)) throw fieldError('guests', L.tooManyGuests(room.capacity));
  if (fields.sdrSetUp !== null) {
    if (room.roomType !== 2) throw fieldError('sdrSetUp', L.setUpOnlyForType2);
    const [link] = await db
      .select({ id: meetingRoomSetUpLinks.setUpId })
      .from(meetingRoomSetUpLinks)
      .where(and(eq(meetingRoomSetUpLinks.roomId, room.id), eq(meetingRoomSetUpLinks.setUpId, fields.sdrSetUp)));
    if (!link) throw fieldError('sdrSetUp', L.unknownSetUp);
  }
  const first = { day: parisClock(start).day, start, end };
  const horizon = settings.bookingMaxDaysAhead;
  if (!staff && horizon !== null && pastHorizon(first.day, parisClock(now).day, horizon)) throw fieldError('date', SL.tooFarAhead(horizon));
  if (body.frequency === false) return { room, member, fields, slot: body.selectedTime, frequency: false, meetings: [first] };
  const refusal = frequencyRefusal(first.day, body.frequency);
  if (refusal) throw badRequest(L[refusal], { 'frequency.endDate': [L[refusal]] });
  const to = parisClock(end);
  // A meeting that runs to midnight ends at 24:00 of its own day.
  const minutes = { from: parisClock(start).minutes, to: to.day === first.day ? to.minutes : 24 * 60 };
  return {
    room,
    member,
    fields,
    slot: body.selectedTime,
    frequency: body.frequency,
    meetings: occurrencesOf(seriesDays(first.day, body.frequency), minutes),
  };
}

const emptyInstances = (): Instances => ({
  except: [],
  noDispo: [],
  noQuota: [],
  noCredit: [],
  afterBookingEnd: [],
  dates: [],
  endTime: null,
});

/**
 * Every meeting checked, in order: the room free, the user's last bookable day, the quotas (which
 * the meetings kept fill in turn). `quotaFree` bookings count for nothing; staff who confirmed
 * the quota dialog (`quotaChecked`) book past it.
 */
async function sortMeetings(db: Db, actor: SessionUser, plan: Plan, quotaChecked: boolean, replaced: readonly number[]) {
  const instances = emptyInstances();
  const kept: Occurrence[] = [];
  const first = plan.meetings[0];
  const last = plan.meetings.at(-1);
  if (!first || !last) return { instances, kept };
  const countsQuota = !plan.fields.quotaFree && !(isStaff(actor) && quotaChecked);
  const [busy, lastDay, used] = await Promise.all([
    busyMeetings(db, plan.room.id, plan.meetings, replaced),
    // §2.12 lists the dates past the last bookable day among a series' exceptions; a single booking is not held to it.
    plan.frequency === false ? null : lastBookableDay(db, plan.member.id),
    countsQuota
      ? usedMinutes(db, { roomId: plan.room.id, userId: plan.member.id, firstDay: first.day, lastDay: last.day, replaced })
      : null,
  ]);
  const tally = used
    ? quotaTally(used, { quotaHoursPerDay: plan.room.quotaHoursPerDay, quotaHoursPerMonth: plan.room.quotaHoursPerMonth })
    : null;
  let quotaRefusal: 'journalier' | 'mensuel' | null = null;
  for (const meeting of plan.meetings) {
    const day = formatDate(meeting.start);
    const refuse = (list: string[]) => {
      list.push(day);
      instances.except.push(day);
    };
    if (busy.has(meeting)) refuse(instances.noDispo);
    else if (lastDay !== null && meeting.day > lastDay) refuse(instances.afterBookingEnd);
    else {
      const outcome = tally?.take(meeting).outcome ?? null;
      if (outcome !== null) {
        quotaRefusal ??= outcome === 'daily' ? 'journalier' : 'mensuel';
        refuse(instances.noQuota);
      } else {
        kept.push(meeting);
        instances.dates.push(day);
        instances.endTime = meeting.end.toISOString();
      }
    }
  }
  return { instances, kept, quotaRefusal };
}

/** A single booking is refused outright (409) for the reason a series would list its date under. */
function refuseSingle(plan: Plan, instances: Instances, quotaRefusal: 'journalier' | 'mensuel' | null | undefined) {
  const meeting = plan.meetings[0];
  if (!meeting) return;
  if (instances.noDispo.length > 0) {
    throw conflict(L.overlap(plan.room.name, formatDate(meeting.start), formatHour(meeting.start), formatHour(meeting.end)));
  }
  if (instances.afterBookingEnd.length > 0) throw conflict(L.afterBookingEndRefusal);
  if (instances.noQuota.length > 0) throw conflict(L.quotaExceeded(quotaRefusal ?? 'journalier'));
}

/** "DD/MM/YYYY" as a sortable "YYYYMMDD". */
const sortable = (day: string) => day.split('/').reverse().join('');

/** The meetings the credits did not cover move from the booked dates to `noCredit` (§2.12). */
function leaveOutUnpaid(instances: Instances, unpaid: readonly Occurrence[], paid: readonly Occurrence[]) {
  if (unpaid.length === 0) return;
  const days = new Set(unpaid.map((m) => formatDate(m.start)));
  instances.dates = instances.dates.filter((d) => !days.has(d));
  instances.noCredit.push(...days);
  instances.except = [...instances.except, ...days].sort((a, b) => sortable(a).localeCompare(sortable(b)));
  instances.endTime = paid.at(-1)?.end.toISOString() ?? null;
}

/**
 * Pays the kept meetings (the payer's lock first, before any booking row), then writes the series'
 * rule when there is one and the meetings paid, in the caller's transaction. A single booking the
 * credits do not cover is refused (409) unless staff force it; a series' meetings not covered are
 * left out, listed in `noCredit`.
 */
async function insertMeetings(
  tx: Tx,
  config: Links,
  actor: SessionUser,
  plan: Plan,
  meetings: readonly Occurrence[],
  instances: Instances,
  forced: boolean,
): Promise<Written> {
  if (meetings.length === 0) return nothingWritten;
  const payments = await payMeetings(tx, actor, {
    room: plan.room,
    slot: plan.slot,
    userId: plan.member.id,
    staffMember: isStaffMember(plan.member.roles),
    meetings,
    single: plan.frequency === false,
    forced: forced && isStaff(actor),
  });
  const kept = meetings.filter((_, i) => payments[i] !== null);
  const paid = payments.filter((p): p is Payment => p !== null);
  leaveOutUnpaid(
    instances,
    meetings.filter((_, i) => payments[i] === null),
    kept,
  );
  const first = kept[0];
  if (!first) return nothingWritten;
  let series: typeof meetingRoomSeries.$inferSelect | null = null;
  if (plan.frequency !== false) {
    const f = plan.frequency;
    const [created] = await tx
      .insert(meetingRoomSeries)
      .values({
        brandId: plan.room.brandId,
        roomId: plan.room.id,
        userId: plan.member.id,
        startsOn: plan.meetings[0]?.day ?? first.day,
        period: f.period,
        interval: f.number,
        days: f.days,
        endType: f.endType,
        endDate: f.endDate,
        endCount: f.endCount,
        sameDayOfMonth: f.sameDayOfMonth,
        nthWeekdayOfMonth: f.nthWeekdayOfMonth,
        createdBy: actor.id,
      })
      .returning();
    series = created ?? null;
  }
  const seriesId = series?.id ?? null;
  const rows = await tx
    .insert(meetingRoomReservations)
    .values(
      kept.map((m, i) => ({
        brandId: plan.room.brandId,
        roomId: plan.room.id,
        userId: plan.member.id,
        startsAt: m.start,
        endsAt: m.end,
        selectedTime: plan.slot,
        subject: plan.fields.subject || defaultSubject(plan.member),
        private: plan.fields.private ?? isPrivateByDefault(plan.room.brandId),
        quotaFree: plan.fields.quotaFree,
        guests: plan.fields.guests,
        setUpId: plan.fields.sdrSetUp,
        hasWelcomr: plan.fields.hasWelcomr,
        createdBy: actor.id,
        seriesId,
        priceCents: paid[i]?.price ?? 0,
        creditEntryId: paid[i]?.entryId ?? null,
      })),
    )
    .returning();
  await signalScreensOfRooms(tx, [plan.room.id]);
  if (plan.fields.hasWelcomr) {
    const doors = doorAccess(config);
    for (const [i, row] of rows.entries()) {
      const meeting = kept[i];
      if (!meeting) continue;
      const window = { start: meeting.start, end: meeting.end };
      await doors.follow(tx, { kind: 'meeting-room', id: row.id, userId: plan.member.id, brandId: plan.room.brandId, window });
    }
  }
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await recordHistory(tx, {
    entity: ENTITY,
    entityId: ids[0] ?? 0,
    brandId: plan.room.brandId,
    actor,
    oldData: null,
    newData: {
      sdr: plan.room.id,
      user: plan.member.id,
      date: first.start.toISOString(),
      dateEnd: first.end.toISOString(),
      selectedTime: plan.slot,
      ...(seriesId === null ? {} : { group: seriesId, meetings: ids.length }),
    },
  });
  await invite(tx, config, actor, {
    member: plan.member,
    room: plan.room,
    subject: plan.fields.subject || defaultSubject(plan.member),
    guests: plan.fields.guests,
    // RETURNING gives the rows in the order of the VALUES, that is of `kept`.
    meetings: kept.map((meeting, i) => ({ ...meeting, id: rows[i]?.id ?? 0 })),
    frequency: plan.frequency,
  });
  const earliest = rows.reduce((a, b) => (b.id < a.id ? b : a));
  return { ids, reservation: toReservation(earliest, series, plan.room, plan.member) };
}

/** What a save wrote: the bookings' ids in order, and the first one as it reads back. */
interface Written {
  ids: number[];
  reservation: MeetingRoomReservation | null;
}

const nothingWritten: Written = { ids: [], reservation: null };

/** Runs a save's writes; a slot taken meanwhile (the exclusion constraint) is answered 409, nothing written. */
async function writeOrConflict<T>(db: Db, plan: Plan, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isConstraintViolation(error, EXCLUSION_VIOLATION, MEETING_ROOM_OVERLAP_CONSTRAINT)) {
      const m = plan.meetings[0];
      throw conflict(m ? L.overlap(plan.room.name, formatDate(m.start), formatHour(m.start), formatHour(m.end)) : L.roomBusy);
    }
    throw error;
  }
}

async function answer(db: Db, ids: readonly number[], instances: Instances): Promise<MeetingRoomSaveAnswer> {
  const id = ids[0] ?? null;
  return { id, reservation: id === null ? null : await findMeetingRoomReservation(db, id), instances };
}

/** A save's answer from what it wrote, without reading it back. */
const writtenAnswer = (written: Written, instances: Instances): MeetingRoomSaveAnswer => ({
  id: written.ids[0] ?? null,
  reservation: written.reservation,
  instances,
});

/**
 * POST /sdr-reservation[/{idBrand}]: one booking, or a series whose every meeting is checked; the
 * refused dates come back in `instances` and nothing is written for them, the others in one
 * transaction. A single booking is refused outright (409). Two racing saves cannot both take a
 * slot: the database's exclusion constraint refuses the second.
 */
export async function createMeetingRoomReservation(
  db: Db,
  config: Links,
  actor: SessionUser,
  body: MeetingRoomReservationBody,
  idBrand: number | null = null,
  now: Date = new Date(),
): Promise<MeetingRoomSaveAnswer> {
  const plan = await planOf(db, actor, body, idBrand, now);
  const { instances, kept, quotaRefusal } = await sortMeetings(db, actor, plan, body.quotaChecked, []);
  if (plan.frequency === false) refuseSingle(plan, instances, quotaRefusal);
  const written = await writeOrConflict(db, plan, (tx) => insertMeetings(tx, config, actor, plan, kept, instances, body.forceReservation));
  return writtenAnswer(written, instances);
}

/**
 * The reservation a user changes or cancels, locked: staff any of their scope, a member their own
 * (another is not found). Not cancelled; a member's not started yet, staff's not ended.
 */
async function lockChangeable(tx: Tx, actor: SessionUser, id: number, now: Date): Promise<Reservation> {
  const [reservation] = await tx
    .select()
    .from(meetingRoomReservations)
    .where(and(eq(meetingRoomReservations.id, id), reservationScope(actor)))
    .for('update');
  if (!reservation) throw notFound();
  if (reservation.cancelledAt !== null) throw conflict(L.alreadyCancelled);
  if (isStaff(actor) ? reservation.endsAt <= now : reservation.startsAt <= now) {
    throw conflict(isStaff(actor) ? L.alreadyEnded : L.alreadyStarted);
  }
  return reservation;
}

async function readChangeable(db: Db, actor: SessionUser, id: number, idBrand: number | null, now: Date): Promise<Reservation> {
  const reservation = await db.transaction((tx) => lockChangeable(tx, actor, id, now));
  if (idBrand !== null && reservation.brandId !== idBrand) throw notFound();
  return reservation;
}

/** The live meetings of a series from `from` on, not started (those are kept as they were). */
async function followingIds(db: Db | Tx, reservation: Reservation, now: Date): Promise<number[]> {
  if (reservation.seriesId === null) return [reservation.id];
  const rows = await db
    .select({ id: meetingRoomReservations.id })
    .from(meetingRoomReservations)
    .where(
      and(
        eq(meetingRoomReservations.seriesId, reservation.seriesId),
        isNull(meetingRoomReservations.cancelledAt),
        gte(meetingRoomReservations.startsAt, reservation.startsAt > now ? reservation.startsAt : now),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * PATCH /patch/sdr-reservation/{id}[/{idBrand}] ("Modifier cet événement uniquement"): the
 * booking takes the new room, hours and details, under the same checks as a new one, its own
 * slot counting as free. A meeting of a series stays in it; a single booking given a frequency
 * becomes the first meeting of a series (as "…et les suivants").
 */
export async function patchMeetingRoomReservation(
  db: Db,
  config: Links,
  actor: SessionUser,
  id: number,
  body: MeetingRoomReservationBody,
  idBrand: number | null = null,
  now: Date = new Date(),
): Promise<MeetingRoomSaveAnswer> {
  const current = await readChangeable(db, actor, id, idBrand, now);
  if (current.seriesId === null && body.frequency !== false) return replaceFollowing(db, config, actor, current, body, idBrand, now);
  const plan = await planOf(db, actor, { ...body, frequency: false }, idBrand, now);
  const { instances, kept, quotaRefusal } = await sortMeetings(db, actor, plan, body.quotaChecked, [id]);
  refuseSingle(plan, instances, quotaRefusal);
  const meeting = kept[0];
  if (!meeting) throw conflict(L.roomBusy);
  const before = await findMeetingRoomReservation(db, id);
  const price = meetingPrice(plan.room, plan.slot, meeting);
  await writeOrConflict(db, plan, async (tx) => {
    await lockPayingAccounts(tx, [id], price > 0 ? await payerOf(tx, plan.member.id) : null);
    const locked = await lockChangeable(tx, actor, id, now);
    const payment = await reprice(tx, actor, plan, locked, meeting, price, body.forceReservation);
    await tx
      .update(meetingRoomReservations)
      .set({
        ...payment,
        roomId: plan.room.id,
        brandId: plan.room.brandId,
        userId: plan.member.id,
        startsAt: meeting.start,
        endsAt: meeting.end,
        selectedTime: plan.slot,
        subject: plan.fields.subject || defaultSubject(plan.member),
        private: plan.fields.private ?? current.private,
        quotaFree: plan.fields.quotaFree,
        guests: plan.fields.guests,
        setUpId: plan.fields.sdrSetUp,
        hasWelcomr: plan.fields.hasWelcomr,
      })
      .where(eq(meetingRoomReservations.id, id));
    // The room it leaves and the one it takes, which may be of another site.
    await signalScreensOfRooms(tx, [locked.roomId, plan.room.id]);
    await doorAccess(config).follow(tx, {
      kind: 'meeting-room',
      id,
      userId: plan.member.id,
      brandId: plan.room.brandId,
      window: plan.fields.hasWelcomr ? { start: meeting.start, end: meeting.end } : null,
    });
    await recordHistory(tx, {
      entity: ENTITY,
      entityId: id,
      brandId: plan.room.brandId,
      actor,
      oldData: { sdr: before.sdrId, user: before.userId, date: before.date, dateEnd: before.dateEnd, subject: before.subject },
      newData: {
        sdr: plan.room.id,
        user: plan.member.id,
        date: meeting.start.toISOString(),
        dateEnd: meeting.end.toISOString(),
        subject: plan.fields.subject ?? before.subject,
      },
    });
  });
  return answer(db, [id], instances);
}

/**
 * An edit re-prices the booking: when its price or its member changes, the old debit is given
 * back in full and the new price debited, in the edit's transaction (refused 409 when the credits,
 * the refund included, do not cover it, unless staff force it). An edit that changes neither
 * leaves the ledger alone.
 */
async function reprice(
  tx: Tx,
  actor: SessionUser,
  plan: Plan,
  current: Reservation,
  meeting: Occurrence,
  price: number,
  forced: boolean,
): Promise<{ priceCents: number; creditEntryId: number | null }> {
  const unchanged = price === current.priceCents && plan.member.id === current.userId;
  if (unchanged) return { priceCents: current.priceCents, creditEntryId: current.creditEntryId };
  if (current.creditEntryId !== null) {
    const [entry] = await tx
      .select({ amount: creditEntries.amountCents })
      .from(creditEntries)
      .where(eq(creditEntries.id, current.creditEntryId));
    if (entry && entry.amount < 0) {
      await refund(tx, {
        debitEntryId: current.creditEntryId,
        label: L.repriceLabel(plan.room.name, formatDate(current.startsAt), formatHour(current.startsAt), formatHour(current.endsAt)),
        actor,
      });
    }
  }
  const [payment] = await payMeetings(tx, actor, {
    room: plan.room,
    slot: plan.slot,
    userId: plan.member.id,
    staffMember: isStaffMember(plan.member.roles),
    meetings: [meeting],
    single: true,
    forced: forced && isStaff(actor),
  });
  return { priceCents: price, creditEntryId: payment?.entryId ?? null };
}

/**
 * PATCH /patch/sdr-reservation/{id}[/{idBrand}]/group ("Modifier cet événement et les
 * suivants"): the series' meetings from this one on (not started) are cancelled and replaced by
 * the body's booking (a new series, or one booking when `frequency` is false), every new meeting
 * checked as on a creation; the earlier meetings keep their series, which now ends the day before.
 */
export async function patchMeetingRoomReservationGroup(
  db: Db,
  config: Links,
  actor: SessionUser,
  id: number,
  body: MeetingRoomReservationBody,
  idBrand: number | null = null,
  now: Date = new Date(),
): Promise<MeetingRoomSaveAnswer> {
  const current = await readChangeable(db, actor, id, idBrand, now);
  return replaceFollowing(db, config, actor, current, body, idBrand, now);
}

async function replaceFollowing(
  db: Db,
  config: Links,
  actor: SessionUser,
  current: Reservation,
  body: MeetingRoomReservationBody,
  idBrand: number | null,
  now: Date,
): Promise<MeetingRoomSaveAnswer> {
  const replaced = await followingIds(db, current, now);
  const plan = await planOf(db, actor, body, idBrand, now);
  const { instances, kept, quotaRefusal } = await sortMeetings(db, actor, plan, body.quotaChecked, replaced);
  if (plan.frequency === false) refuseSingle(plan, instances, quotaRefusal);
  const written = await writeOrConflict(db, plan, async (tx) => {
    await lockPayingAccounts(tx, replaced, await payerOf(tx, plan.member.id));
    await lockChangeable(tx, actor, current.id, now);
    // The meetings replaced give their credits back in full: the new ones are paid in their place.
    await cancelMeetings(tx, config, actor, current, replaced, { endSeries: true, fullRefund: true, now });
    return insertMeetings(tx, config, actor, plan, kept, instances, body.forceReservation);
  });
  return writtenAnswer(written, instances);
}

/**
 * Cancels meetings and refunds them (`cancelAndRefund`: in full before they start, or always when
 * `fullRefund`); the history keeps one entry, on the one asked for; `endSeries` ends their series
 * the day before the first.
 */
async function cancelMeetings(
  tx: Tx,
  config: Links,
  actor: SessionUser,
  current: Reservation,
  ids: readonly number[],
  options: { endSeries: boolean; fullRefund: boolean; now: Date },
) {
  const cancelledAt = options.now;
  const cancelled = await cancelAndRefund(tx, actor, ids, cancelledAt, options.fullRefund);
  const doors = doorAccess(config);
  for (const id of cancelled) {
    await doors.follow(tx, { kind: 'meeting-room', id, userId: current.userId, brandId: current.brandId, window: null });
  }
  if (current.seriesId !== null && options.endSeries) {
    await tx
      .update(meetingRoomSeries)
      .set({ endType: 'date', endDate: sql`(${current.startsAt} at time zone 'Europe/Paris')::date - 1`, endCount: null })
      .where(eq(meetingRoomSeries.id, current.seriesId));
  }
  await recordHistory(tx, {
    entity: ENTITY,
    entityId: current.id,
    brandId: current.brandId,
    actor,
    oldData: { cancelledAt: null },
    newData: { cancelledAt: cancelledAt.toISOString(), ...(ids.length > 1 ? { meetings: ids.length } : {}) },
  });
}

/**
 * POST /sdr-reservation/{id}/cancel: the booking stays, marked cancelled, and frees its slot.
 * Staff cancel any booking of their scope until it ends, a member their own until it starts;
 * anyone else's is not found.
 */
export async function cancelMeetingRoomReservation(
  db: Db,
  config: Links,
  actor: SessionUser,
  id: number,
  now: Date = new Date(),
): Promise<MeetingRoomReservation> {
  await db.transaction(async (tx) => {
    await lockPayingAccounts(tx, [id]);
    const reservation = await lockChangeable(tx, actor, id, now);
    await cancelMeetings(tx, config, actor, reservation, [id], { endSeries: false, fullRefund: false, now });
  });
  return findMeetingRoomReservation(db, id);
}

/** POST /sdr-reservation/{id}/cancel/group: this meeting and the series' following ones (not started); the series ends the day before. */
export async function cancelMeetingRoomReservationGroup(
  db: Db,
  config: Links,
  actor: SessionUser,
  id: number,
  now: Date = new Date(),
): Promise<MeetingRoomReservation> {
  await db.transaction(async (tx) => {
    // The paying accounts before the bookings' rows: the meetings read unlocked first.
    const [seen] = await tx
      .select()
      .from(meetingRoomReservations)
      .where(and(eq(meetingRoomReservations.id, id), reservationScope(actor)));
    if (seen) await lockPayingAccounts(tx, await followingIds(tx, seen, now));
    const reservation = await lockChangeable(tx, actor, id, now);
    if (reservation.seriesId === null) throw conflict(L.notInSeries);
    await cancelMeetings(tx, config, actor, reservation, await followingIds(tx, reservation, now), {
      endSeries: true,
      fullRefund: false,
      now,
    });
  });
  return findMeetingRoomReservation(db, id);
}
