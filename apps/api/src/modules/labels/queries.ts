import type { ListAnswer } from '@hubgrade/domain/common/list';
import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import type { LabelColour } from '@hubgrade/domain/labels/rules';
import type { Label, LabelQuery } from '@hubgrade/domain/labels/schemas';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { adLabels, ads, labels, seoPageLabels } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import { afterCursor, cappedTotal, type KeysetSort, pageOf, pageWindow } from '../../lib/keyset.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

interface LabelListRow {
  id: number;
  name: string;
  colour: LabelColour;
  brand_id: number | null;
  ads: number;
  pages: number;
  created_at: Date | string;
}

/** The label with how many live ads and static pages carry it. */
const labelColumns = sql`${labels.id} as id, ${labels.name} as name, ${labels.colour} as colour, ${labels.brandId} as brand_id,
  (select count(*)::int from ${adLabels} join ${ads} on ${ads.id} = ${adLabels.adId}
    where ${adLabels.labelId} = ${labels.id} and ${ads.deletedAt} is null) as ads,
  (select count(*)::int from ${seoPageLabels} where ${seoPageLabels.labelId} = ${labels.id}) as pages,
  ${labels.createdAt} as created_at`;

const toLabel = (r: LabelListRow): Label => ({
  id: r.id,
  name: r.name,
  colour: r.colour,
  brand: r.brand_id,
  ads: Number(r.ads),
  pages: Number(r.pages),
  createdAt: new Date(r.created_at).toISOString(),
});

const SORTS: Record<LabelQuery['sortBy'], SQL | typeof labels.id> = {
  id: labels.id,
  name: sql`lower(${labels.name})`,
  createdAt: sql`${labels.createdAt}`,
};

/** GET /labels: the labels of the caller's brand scope (a brandless caller may pick a brand), keyset-paged. */
export async function listLabels(db: Executor, viewer: SessionUser, query: LabelQuery): Promise<ListAnswer<Label>> {
  const filters: SQL[] = [brandScope(labels.brandId, viewer)];
  if (viewer.brandId === null && query.brand !== undefined)
    filters.push(query.brand === 0 ? sql`${labels.brandId} is null` : sql`${labels.brandId} = ${query.brand}`);
  if (query.search) filters.push(sql`${labels.name} ilike ${likePattern(query.search)}`);
  if (query.ad !== undefined)
    filters.push(sql`exists (select 1 from ${adLabels} where ${adLabels.labelId} = ${labels.id} and ${adLabels.adId} = ${query.ad})`);
  if (query.staticPage !== undefined)
    filters.push(
      sql`exists (select 1 from ${seoPageLabels} where ${seoPageLabels.labelId} = ${labels.id} and ${seoPageLabels.pageId} = ${query.staticPage})`,
    );
  const where = and(...filters);
  const sort: KeysetSort = { column: SORTS[query.sortBy], id: labels.id, desc: query.sortDesc };
  const after = afterCursor(sort, query.after);
  const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
  const order = sort.column === labels.id ? sql`${labels.id} ${direction}` : sql`${sort.column} ${direction}, ${labels.id} ${direction}`;
  const { limit, offset } = pageWindow(query);
  const [rows, counted] = await Promise.all([
    queryRows<LabelListRow>(
      db,
      sql`select ${labelColumns} from ${labels} where ${after ? and(where, after) : where} order by ${order} limit ${limit} offset ${offset}`,
    ),
    cappedTotal(db, sql`from ${labels} where ${where}`),
  ]);
  const sortValue = (r: LabelListRow): string | number | Date => {
    if (query.sortBy === 'createdAt') return new Date(r.created_at);
    if (query.sortBy === 'name') return r.name.toLowerCase();
    return r.id;
  };
  const page = pageOf(rows, query.itemsPerPage, (r) => [sortValue(r), r.id]);
  return { items: page.items.map(toLabel), ...counted, next: page.next };
}

/** One label of the caller's scope with its counts; another brand's is a 404. */
export async function findLabel(db: Executor, viewer: SessionUser, id: number): Promise<Label> {
  const [row] = await queryRows<LabelListRow>(
    db,
    sql`select ${labelColumns} from ${labels} where ${labels.id} = ${id} and ${brandScope(labels.brandId, viewer)}`,
  );
  if (!row) throw notFound(L.refusals.notFound);
  return toLabel(row);
}
