import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { billingRuns, brands } from '../../db/schema/index.ts';
import type { ZodApp } from '../../lib/context.ts';
import { schedulePeriodicPass } from '../../lib/periodic-pass.ts';
import { openRun, workRun } from './service.ts';

/** How often the schedule looks for a month to bill or a run to take up again. */
const PASS_MS = 60_000;
/** A run whose worker has not renewed its heartbeat for this long is taken as dead and resumed. */
export const STALE_AFTER_SECONDS = 120;

/** Takes over the runs whose worker died (its heartbeat went stale) and finishes them. */
export async function resumeStaleRuns(db: Db): Promise<number[]> {
  const stale = await queryRows<{ id: number }>(
    db,
    sql`update ${billingRuns} set heartbeat_at = now()
        where ${billingRuns.state} = 'running' and ${billingRuns.heartbeatAt} < now() - make_interval(secs => ${STALE_AFTER_SECONDS})
        returning ${billingRuns.id} as id`,
  );
  for (const run of stale) await workRun(db, run.id);
  return stale.map((r) => r.id);
}

/**
 * From `runDay` of each month on, bills the month for the main platform and every brand with the
 * billing module, once: a brand that already has a run of the month (done, running or failed) is
 * left to its administrators.
 */
export async function billDueMonths(db: Db, runDay: number, today = parisDay()): Promise<number[]> {
  if (Number(today.slice(8, 10)) < runDay) return [];
  const month = today.slice(0, 7);
  const due = await queryRows<{ brand_id: number | null }>(
    db,
    sql`select b.brand_id from (
          select null::int as brand_id
          union all
          select ${brands.id} from ${brands} where ${brands.configuration} -> 'modules' ? 'billing'
        ) b
        where not exists (select 1 from ${billingRuns} where ${billingRuns.brandId} is not distinct from b.brand_id and ${billingRuns.month} = ${month})`,
  );
  const ids: number[] = [];
  for (const { brand_id } of due) {
    const id = await openRun(db, brand_id, month, null, today);
    await workRun(db, id, today);
    ids.push(id);
  }
  return ids;
}

/** Runs the schedule every minute while the app is up; `runDay` null turns the monthly billing off (resuming still runs). */
export function scheduleBillingRuns(app: ZodApp, db: Db, runDay: number | null): void {
  schedulePeriodicPass(app, {
    everyMs: PASS_MS,
    failure: 'billing run failed',
    run: async () => {
      await resumeStaleRuns(db);
      if (runDay !== null) await billDueMonths(db, runDay);
    },
  });
}
