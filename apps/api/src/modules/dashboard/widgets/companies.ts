import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { and, isNull, sql } from 'drizzle-orm';
import { companies } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** The companies the /societe table lists: deleted ones are gone from it, so from the count too. */
export const companyCount = defineWidget({
  id: 'companies.count',
  area: 'companies',
  allowed: (viewer) => mayOpenList(viewer, 'companies'),
  async query({ db, viewer }) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(and(isNull(companies.deletedAt), brandScope(companies.brandId, viewer)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.companies };
  },
});
