import { CONTRACT_STATES } from '@hubgrade/domain/contracts/rules';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { parisDay } from '@hubgrade/domain/dashboard/periods';
import { and, between, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { contracts } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The live contracts of one side that the contracts tables show to this viewer. */
const listed = (viewer: SessionUser, kind: 'platform' | 'coworking') =>
  and(eq(contracts.kind, kind), isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer));
const mayOpenContracts = (viewer: SessionUser) => mayOpenList(viewer, 'bookings');

/** Today and 30 days on, Paris days, both included: the end dates that are coming. */
function nextThirtyDays(now: Date): { endFrom: string; endTo: string } {
  return { endFrom: parisDay(now), endTo: parisDay(new Date(now.getTime() + 30 * 86_400_000)) };
}

function endingSoon(kind: 'platform' | 'coworking') {
  return async ({ db, viewer, now }: { db: Executor; viewer: SessionUser; now: Date }) => {
    const days = nextThirtyDays(now);
    const [row] = await db
      .select({ n: count() })
      .from(contracts)
      .where(and(listed(viewer, kind), between(contracts.endDate, days.endFrom, days.endTo)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.contracts(kind, days) };
  };
}

export const contractsEndingSoon = defineWidget({
  id: 'contracts.endingSoon',
  area: 'contracts',
  allowed: mayOpenContracts,
  query: endingSoon('platform'),
});

export const coworkingContractsEndingSoon = defineWidget({
  id: 'contracts.coworkingEndingSoon',
  area: 'contracts',
  allowed: mayOpenContracts,
  query: endingSoon('coworking'),
});

/** Every state with its count on each side, states without contracts included. */
export const contractsByState = defineWidget({
  id: 'contracts.byState',
  area: 'contracts',
  allowed: mayOpenContracts,
  async query({ db, viewer }) {
    const rows = await db
      .select({ kind: contracts.kind, state: contracts.state, n: count() })
      .from(contracts)
      .where(and(isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer)))
      .groupBy(contracts.kind, contracts.state);
    const countOf = (kind: string, state: number) => Number(rows.find((r) => r.kind === kind && r.state === state)?.n ?? 0);
    return {
      items: CONTRACT_STATES.map((state) => ({
        state,
        platform: countOf('platform', state),
        coworking: countOf('coworking', state),
        platformLink: DASHBOARD_LINKS.contracts('platform', { state: String(state) }),
        coworkingLink: DASHBOARD_LINKS.contracts('coworking', { state: String(state) }),
      })),
    };
  },
});
