import { CONTRACT_STATES, ONGOING_CONTRACT_STATES } from '@hubgrade/domain/contracts/rules';
import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { and, between, count, eq, inArray, isNull } from 'drizzle-orm';
import { contracts } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import type { SessionUser } from '../../../lib/session-user.ts';
import { adLetOn } from '../../ads/queries.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget, type WidgetContext } from '../widget.ts';
import { countAds } from './ads.ts';

/**
 * The live contracts that the contracts tables show to this viewer: /bookings leaves the
 * off-platform ones to /booking-hp (a coworking contract is never off-platform).
 */
const tabled = (viewer: SessionUser) =>
  and(isNull(contracts.deletedAt), eq(contracts.offPlatform, false), brandScope(contracts.brandId, viewer));
const listed = (viewer: SessionUser, kind: 'platform' | 'coworking') => and(eq(contracts.kind, kind), tabled(viewer));
const mayOpenContracts = (viewer: SessionUser) => mayOpenList(viewer, 'bookings');

/** Today and 30 calendar days on, Paris days, both included: the end dates that are coming. */
function nextThirtyDays(now: Date): { endFrom: string; endTo: string } {
  const today = parisDay(now);
  return { endFrom: today, endTo: addParisDays(today, 30) };
}

/** Running contracts (En cours, Préavis) of one side whose end date is within the next 30 days. */
function endingSoon(kind: 'platform' | 'coworking') {
  return async ({ db, viewer, now }: WidgetContext) => {
    const days = nextThirtyDays(now);
    const [row] = await db
      .select({ n: count() })
      .from(contracts)
      .where(
        and(
          listed(viewer, kind),
          inArray(contracts.state, [...ONGOING_CONTRACT_STATES]),
          between(contracts.endDate, days.endFrom, days.endTo),
        ),
      );
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.contracts(kind, { ongoing: 'true', ...days }) };
  };
}

/**
 * Offices let today: the ads listed to the viewer that a platform contract from Accepté to Préavis
 * holds on this Paris day, out of all the ads listed. Each is one row of the ads table filtered on
 * `letOn`: a contracts list would show two rows for an ad held by two contracts, and the
 * off-platform contracts that hold no ad.
 */
export const contractsOccupancy = defineWidget({
  id: 'contracts.occupancy',
  area: 'contracts',
  allowed: mayOpenContracts,
  async query({ db, viewer, now }) {
    const today = parisDay(now);
    const [value, total] = await Promise.all([countAds(db, viewer, adLetOn(today)), countAds(db, viewer)]);
    return { value, total, link: mayOpenList(viewer, 'ads') ? DASHBOARD_LINKS.ads({ letOn: today }) : null };
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
      .where(tabled(viewer))
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
