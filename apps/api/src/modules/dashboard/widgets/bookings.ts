import type { ModuleName } from '@hubgrade/domain/brands/modules';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import type { BookableKind } from '@hubgrade/domain/dashboard/schemas';
import { addParisDays, parisDay, parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { and, count, countDistinct, eq, gt, isNull, lt, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  coworkingSpaces,
  meetingRoomReservations,
  meetingRooms,
  terraceReservations,
  terraces,
  workstationReservations,
} from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

interface Today {
  day: string;
  from: Date;
  to: Date;
}

interface KindFigures {
  bookings: number;
  used: number;
  capacity: number;
}

/** The module whose screens show each kind's bookings (spec shell §6). */
const KIND_MODULES: Record<BookableKind, ModuleName> = {
  meetingRooms: 'sdr',
  workstations: 'posteDeTravail',
  terrace: 'terrasse',
};

const n = (value: unknown) => Number(value ?? 0);

/** Live bookings overlapping the Paris day, and the rooms they take out of the rooms of the scope. */
async function meetingRoomFigures(db: Executor, viewer: SessionUser, today: Today): Promise<KindFigures> {
  const r = meetingRoomReservations;
  const [[booked], [rooms]] = await Promise.all([
    db
      .select({ bookings: count(), used: countDistinct(r.roomId) })
      .from(r)
      .where(and(isNull(r.cancelledAt), lt(r.startsAt, today.to), gt(r.endsAt, today.from), brandScope(r.brandId, viewer))),
    db.select({ capacity: count() }).from(meetingRooms).where(brandScope(meetingRooms.brandId, viewer)),
  ]);
  return { bookings: n(booked?.bookings), used: n(booked?.used), capacity: n(rooms?.capacity) };
}

/** Live bookings of the day, the seats they take, out of the seats the spaces let by the day. */
async function workstationFigures(db: Executor, viewer: SessionUser, today: Today): Promise<KindFigures> {
  const w = workstationReservations;
  const [[booked], [spaces]] = await Promise.all([
    db
      .select({ bookings: count(), used: sum(w.seats) })
      .from(w)
      .where(and(isNull(w.cancelledAt), eq(w.day, today.day), brandScope(w.brandId, viewer))),
    db
      .select({ capacity: sum(coworkingSpaces.reservationCapacity) })
      .from(coworkingSpaces)
      .where(brandScope(coworkingSpaces.brandId, viewer)),
  ]);
  return { bookings: n(booked?.bookings), used: n(booked?.used), capacity: n(spaces?.capacity) };
}

/** Live bookings overlapping the day, the people they bring, beside the terraces' places. */
async function terraceFigures(db: Executor, viewer: SessionUser, today: Today): Promise<KindFigures> {
  const t = terraceReservations;
  const [[booked], [places]] = await Promise.all([
    db
      .select({ bookings: count(), used: sum(t.people) })
      .from(t)
      .where(and(isNull(t.cancelledAt), lt(t.startsAt, today.to), gt(t.endsAt, today.from), brandScope(t.brandId, viewer))),
    db
      .select({ capacity: sum(terraces.capacity) })
      .from(terraces)
      .where(brandScope(terraces.brandId, viewer)),
  ]);
  return { bookings: n(booked?.bookings), used: n(booked?.used), capacity: n(places?.capacity) };
}

const FIGURES: Record<BookableKind, (db: Executor, viewer: SessionUser, today: Today) => Promise<KindFigures>> = {
  meetingRooms: meetingRoomFigures,
  workstations: workstationFigures,
  terrace: terraceFigures,
};

const kindsOf = (viewer: SessionUser) =>
  (Object.keys(KIND_MODULES) as BookableKind[]).filter((kind) => mayOpenList(viewer, KIND_MODULES[kind]));

/**
 * Today's bookings of the kinds of space whose screens the viewer may open, each leading to that
 * screen on today: staff of a brand without the terrace module do not get a terrace figure.
 */
export const bookingsToday = defineWidget({
  id: 'bookings.today',
  area: 'bookings',
  allowed: (viewer) => kindsOf(viewer).length > 0,
  async query({ db, viewer, now }) {
    const day = parisDay(now);
    const today: Today = { day, from: parisDayStart(day), to: parisDayStart(addParisDays(day, 1)) };
    const kinds = kindsOf(viewer);
    const figures = await Promise.all(kinds.map((kind) => FIGURES[kind](db, viewer, today)));
    return {
      items: kinds.map((kind, i) => ({ kind, ...(figures[i] as KindFigures), link: DASHBOARD_LINKS.bookings[kind](day) })),
    };
  },
});
