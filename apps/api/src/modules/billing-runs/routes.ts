import { billingRunOperations as op } from '@hubgrade/domain/billing-runs/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { scheduleBillingRuns } from './schedule.ts';
import { findRun, listRuns, startRun, workRun } from './service.ts';

/** The monthly billing: on schedule, or started by an administrator and followed while it works. */
export const billingRunRoutes: Module = async (app, { db, config }) => {
  // The run goes on after the answer (its progress is read through `find`); closing waits for it.
  const inFlight = new Set<Promise<void>>();
  const work = (id: number) => {
    const done: Promise<void> = workRun(db, id)
      .catch((err: unknown) => app.log.error({ err, runId: id }, 'billing run stopped'))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  app.addHook('onClose', async () => {
    await Promise.all(inFlight);
  });
  route(app, op.list, (request) => listRuns(db, currentUser(request)));
  route(app, op.find, (request) => findRun(db, currentUser(request), request.params.id));
  route(app, op.start, (request) => startRun(db, currentUser(request), request.body, work));
  scheduleBillingRuns(app, db, config.billingRunDay);
};
