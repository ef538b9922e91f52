import { AD_HOLDING_STATES, CONTRACT_STATES } from '@hubgrade/domain/contracts/rules';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { parisDay } from '@hubgrade/domain/dashboard/periods';
import { and, between, count, countDistinct, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { ads, contracts } from '../../../db/schema/index.ts';
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

/** Offices let today: ads held by a platform contract whose dates cover this Paris day, out of the ads listed. */
export const contractsOccupancy = defineWidget({
  id: 'contracts.occupancy',
  area: 'contracts',
  allowed: mayOpenContracts,
  async query({ db, viewer, now }) {
    const today = parisDay(now);
    const [[letAds], [allAds]] = await Promise.all([
      db
        .select({ n: countDistinct(contracts.adId) })
        .from(contracts)
        .where(
          and(
            listed(viewer, 'platform'),
            isNotNull(contracts.adId),
            between(contracts.state, AD_HOLDING_STATES.from, AD_HOLDING_STATES.to),
            lte(contracts.startDate, today),
            or(isNull(contracts.endDate), gte(contracts.endDate, today)),
          ),
        ),
      db
        .select({ n: count() })
        .from(ads)
        .where(and(isNull(ads.deletedAt), brandScope(ads.brandId, viewer))),
    ]);
    return { value: Number(letAds?.n ?? 0), total: Number(allAds?.n ?? 0), link: DASHBOARD_LINKS.contracts('platform') };
  },
});

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
