import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { sql } from 'drizzle-orm';
import { sites } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

export const siteCount = defineWidget({
  id: 'spaces.count',
  area: 'spaces',
  allowed: (viewer) => mayOpenList(viewer, 'espaces'),
  async query({ db, viewer }) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sites).where(brandScope(sites.brandId, viewer));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.spaces };
  },
});
