import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import { parisClock, parisTime } from '../../../packages/domain/src/bookings/rules.ts';
import type { Planning } from '../../../packages/domain/src/bookings/schemas.ts';
import type { BenchContext, Measure, Scenario, ScenarioResult } from '../context.ts';
import { listBench } from '../list-bench.ts';
import { measureHttp, measureSql } from '../load.ts';

/** Bookings are made far past the demo's and the volume's, so that every slot is free. */
const INSERTS_FROM = new Date(Date.UTC(2031, 0, 6));
const RAW_INSERTS_FROM = new Date(Date.UTC(2041, 0, 7));
const SERIES_FROM = new Date(Date.UTC(2036, 0, 7));
const SERIES_RUNS = 20;
const SERIES_MEETINGS = 104;
/** Free one-hour slots a day, 09:00 to 18:00 (Paris). */
const HOURS = 9;
/** Credits enough for every booking of the run, given to each payer once (cents). */
const FUNDS_CENTS = 10_000_000;

interface Stage {
  rooms: number[];
  members: number[];
}

const ratio = (a: Measure, b: Measure) => (b.rps > 0 ? Math.round((a.rps / b.rps) * 1000) / 1000 : null);

/** The `n`th weekday (Monday to Friday) from `from`, as a Paris day. */
function weekday(from: Date, n: number): string {
  const days = Math.floor(n / 5) * 7 + (n % 5);
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The `k`th distinct one-hour slot over the rooms: every room at 09:00, then at 10:00, …, then the next weekday. */
function slot(rooms: readonly number[], from: Date, k: number): { room: number; start: Date; end: Date } {
  const room = rooms[k % rooms.length] as number;
  const turn = Math.floor(k / rooms.length);
  const day = weekday(from, Math.floor(turn / HOURS));
  const hour = 9 + (turn % HOURS);
  return { room, start: parisTime(day, hour * 60), end: parisTime(day, (hour + 1) * 60) };
}

/**
 * The main platform's rooms and members with a company, whose companies are given credits for
 * the run: bookings spread over many payers, as a business centre's day does, rather than all
 * queueing on one account's lock.
 */
async function stage(pool: pg.Pool): Promise<Stage> {
  // A kept database (--reuse) still holds an earlier run's bookings on these far days: they go, so
  // that every slot is free again. The demo and the volume book nothing this far ahead.
  await pool.query('delete from meeting_room_reservations where starts_at >= $1', [INSERTS_FROM]);
  await pool.query('delete from meeting_room_series where starts_on >= $1', [INSERTS_FROM.toISOString().slice(0, 10)]);
  const { rows: rooms } = await pool.query<{ id: number }>('select id from meeting_rooms where brand_id is null order by id');
  const { rows: members } = await pool.query<{ id: number }>(
    `select u.id from users u
      where u.brand_id is null and u.company_id is not null and u.deleted_at is null
        and not exists (select 1 from credit_accounts a where a.user_id = u.id)
      order by u.id limit 64`,
  );
  await pool.query(
    `insert into credit_accounts (brand_id, company_id)
    select distinct null::int, u.company_id from users u where u.id = any($1) on conflict do nothing`,
    [members.map((m) => m.id)],
  );
  await pool.query(
    `insert into credit_entries (account_id, brand_id, kind, label, amount_cents, balance_after_cents)
      select a.id, a.brand_id, 'grant', 'Banc d’essai', $2::int,
        $2::int + coalesce((select e.balance_after_cents from credit_entries e where e.account_id = a.id order by e.id desc limit 1), 0)
      from credit_accounts a where a.company_id in (select company_id from users where id = any($1))`,
    [members.map((m) => m.id), FUNDS_CENTS],
  );
  return { rooms: rooms.map((r) => r.id), members: members.map((m) => m.id) };
}

function booking(member: number, room: number, start: Date, end: Date, frequency: unknown = false) {
  return {
    hubgrade_sdr_reservation: { user: member, sdr: room, date: start.toISOString(), dateEnd: end.toISOString(), quotaFree: true },
    selectedTime: 0,
    frequency,
  };
}

/** Bookings of distinct slots at `connections`, beside the same rows inserted straight through the driver. */
async function inserts(ctx: BenchContext, pool: pg.Pool, staged: Stage, result: ScenarioResult): Promise<void> {
  let next = 0;
  const api = await measureHttp({
    label: 'API réservations de créneaux distincts (POST /api/sdr-reservation)',
    url: `${ctx.baseUrl}/api/sdr-reservation`,
    method: 'POST',
    connections: ctx.connections,
    duration: ctx.duration,
    headers: { authorization: `Bearer ${await ctx.token(DEMO_ACCOUNTS.admin)}` },
    bodyFor: () => {
      const k = next++;
      const { room, start, end } = slot(staged.rooms, INSERTS_FROM, k);
      return JSON.stringify(booking(staged.members[k % staged.members.length] as number, room, start, end));
    },
  });
  let rawNext = 0;
  const raw = await measureSql(pool, {
    label: 'SQL INSERT brut de créneaux distincts',
    connections: ctx.connections,
    duration: ctx.duration,
    statementsFor: () => {
      const k = rawNext++;
      const { room, start, end } = slot(staged.rooms, RAW_INSERTS_FROM, k);
      return [
        {
          sql: `insert into meeting_room_reservations (brand_id, room_id, user_id, starts_at, ends_at, selected_time, subject)
                values (null, $1, $2, $3, $4, 0, 'Banc d’essai')`,
          params: [room, staged.members[k % staged.members.length], start, end],
        },
      ];
    },
  });
  result.measures.push(api, raw);
  result.figures.insertsRatioApiRaw = ratio(api, raw);
  result.notes.push(
    `Réservations (${staged.rooms.length} salles, ${staged.members.length} membres payeurs) / INSERT brut : ${result.figures.insertsRatioApiRaw ?? '—'} (objectif ≥ 0,5).`,
  );
}

/** A weekly series of 104 meetings (two years), each on its own room and hour: expanded, checked, paid and written. */
async function series(ctx: BenchContext, staged: Stage, result: ScenarioResult): Promise<void> {
  const headers = { authorization: `Bearer ${await ctx.token(DEMO_ACCOUNTS.admin)}`, 'content-type': 'application/json' };
  const times: number[] = [];
  let booked = 0;
  for (let i = 0; i < SERIES_RUNS; i++) {
    const room = staged.rooms[i % staged.rooms.length] as number;
    const hour = 9 + (Math.floor(i / staged.rooms.length) % HOURS);
    const day = weekday(SERIES_FROM, 0);
    const frequency = { number: 1, period: 'semaines', days: [], endType: 'count', endCount: SERIES_MEETINGS };
    const body = booking(
      staged.members[i % staged.members.length] as number,
      room,
      parisTime(day, hour * 60),
      parisTime(day, hour * 60 + 60),
      frequency,
    );
    const started = performance.now();
    const res = await fetch(`${ctx.baseUrl}/api/sdr-reservation`, { method: 'POST', headers, body: JSON.stringify(body) });
    times.push(performance.now() - started);
    const answer = (await res.json()) as { instances?: { dates?: string[] } };
    if (res.status !== 201) throw new Error(`série refusée : ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    booked += answer.instances?.dates?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const p50 = Math.round((times[Math.floor(times.length / 2)] as number) * 10) / 10;
  result.figures.seriesP50Ms = p50;
  result.figures.seriesMeetingsBooked = booked;
  result.notes.push(
    `Série hebdomadaire de ${SERIES_MEETINGS} réunions (${SERIES_RUNS} séries, ${booked} réunions écrites) : p50 ${p50} ms (objectif < 100 ms).`,
  );
}

/**
 * The site of the platform with the most bookings this week: the week view shows one site, and
 * the busiest one is the heaviest a manager opens; its booking dialog searches that site's rooms.
 * The search over every room of the platform (the month view's dialog) is measured too.
 */
async function busiestSite(ctx: BenchContext, today: string): Promise<number> {
  const res = await fetch(`${ctx.baseUrl}/api/specific/sdr-reservation/${today}/week/null/true?espace=tous`, {
    headers: { authorization: `Bearer ${await ctx.token(DEMO_ACCOUNTS.admin)}` },
  });
  const week = (await res.json()) as Planning;
  const siteOf = new Map(week.rooms.map((room) => [room.id, room.espace.id]));
  const counts = new Map<number, number>();
  for (const event of week.events) {
    const site = siteOf.get(event.sdrId);
    if (site !== undefined) counts.set(site, (counts.get(site) ?? 0) + 1);
  }
  const [busiest] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [week.sites[0]?.id];
  if (busiest === undefined) throw new Error('Aucun espace n’a de salle de réunion.');
  return busiest;
}

/**
 * Meeting-room bookings (members-bookings-feed §2.10–§2.11): the planning's week, the availability
 * search, each beside the statements they send replayed through the driver; bookings of distinct
 * slots beside raw INSERTs; and the time a two-year weekly series takes to be expanded and checked.
 */
export const scenario: Scenario = {
  name: 'bookings',
  title: 'Réservations de salles : planning de la semaine, disponibilités, réservations concurrentes, série de 104 réunions',
  async run(ctx) {
    const result: ScenarioResult = { measures: [], figures: {}, notes: [] };
    const today = parisClock(new Date()).day;
    const site = await busiestSite(ctx, today);
    const reads = [
      { name: 'planning de la semaine', apiPath: `/api/specific/sdr-reservation/${today}/week/null/true?espace=${site}` },
      {
        name: 'salles disponibles',
        apiPath: '/api/dispo/brand/true/sdr',
        post: { start: today, startHour: '14:00', end: today, endHour: '16:00', guests: 2, espace: site },
      },
      {
        name: 'salles disponibles de toute la plateforme',
        apiPath: '/api/dispo/brand/true/sdr',
        post: { start: today, startHour: '14:00', end: today, endHour: '16:00', guests: 2 },
      },
    ];
    for (const read of reads) {
      const one = await listBench(ctx, { ...read, account: DEMO_ACCOUNTS.admin });
      result.measures.push(...one.measures);
      for (const [key, value] of Object.entries(one.figures)) result.figures[`${read.name} ${key}`] = value;
      result.notes.push(...one.notes.map((note) => `${read.name} : ${note}`));
    }
    if (!ctx.databaseUrl) {
      result.notes.push('Réservations concurrentes et séries sautées : elles se comparent au SQL brut (lancer avec --db postgres).');
      return result;
    }
    const pool = new pg.Pool({ connectionString: ctx.databaseUrl, max: ctx.connections });
    try {
      const staged = await stage(pool);
      await inserts(ctx, pool, staged, result);
      await series(ctx, staged, result);
    } finally {
      await pool.end();
    }
    return result;
  },
};
