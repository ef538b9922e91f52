import { AD_LABELS } from '@hubgrade/domain/ads/labels';
import type { AdGroup, AdGroupListQuery } from '@hubgrade/domain/ads/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { adGroups, ads, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Ad groups (/groupes-annonces): a landlord's groups with their live ads counted. */

/** A group as the list reads it: the group, its landlord and its live ads counted. */
interface GroupRow {
  id: number;
  name: string;
  title: string | null;
  user_id: number;
  brand_id: number | null;
  created_at: string | Date;
  first_name: string;
  last_name: string;
  email: string;
  ads_count: number;
}

const toGroup = (r: GroupRow): AdGroup => ({
  id: r.id,
  name: r.name,
  title: r.title,
  userId: r.user_id,
  landlordName: `${r.first_name} ${r.last_name}`,
  landlordEmail: r.email,
  adsCount: Number(r.ads_count),
  brandId: r.brand_id,
  createdAt: new Date(r.created_at).toISOString(),
});

function selectGroups(where: SQL, tail: SQL = sql``): SQL {
  return sql`select ${adGroups.id}, ${adGroups.name}, ${adGroups.title}, ${adGroups.userId}, ${adGroups.brandId}, ${adGroups.createdAt},
      ${users.firstName}, ${users.lastName}, ${users.email},
      (select count(*)::int from ${ads} where ${ads.adGroupId} = ${adGroups.id} and ${ads.deletedAt} is null) as ads_count
    from ${adGroups} join ${users} on ${users.id} = ${adGroups.userId}
    where ${where} ${tail}`;
}

export async function listAdGroups(db: Executor, viewer: SessionUser, query: AdGroupListQuery) {
  const filters: SQL[] = [brandScope(adGroups.brandId, viewer)];
  if (query.userId !== undefined) filters.push(eq(adGroups.userId, query.userId));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(${adGroups.name} ilike ${pattern} or ${adGroups.title} ilike ${pattern} or ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`,
    );
  }
  const where = sql.join(filters, sql` and `);
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const offset = (query.page - 1) * query.itemsPerPage;
  const [rows, [counted]] = await Promise.all([
    queryRows<GroupRow>(db, selectGroups(where, sql`order by ${adGroups.id} ${direction} limit ${query.itemsPerPage} offset ${offset}`)),
    db.select({ n: count() }).from(adGroups).innerJoin(users, eq(users.id, adGroups.userId)).where(where),
  ]);
  return { items: rows.map(toGroup), total: counted?.n ?? 0 };
}

export async function findAdGroup(db: Executor, viewer: SessionUser, id: number): Promise<AdGroup> {
  const [row] = await queryRows<GroupRow>(db, selectGroups(sql`${adGroups.id} = ${id} and ${brandScope(adGroups.brandId, viewer)}`));
  if (!row) throw notFound();
  return toGroup(row);
}

/** GET /annonces-groups/users/{userId}: the groups of a landlord of the viewer's scope, newest first. */
export async function groupsOfUser(db: Executor, viewer: SessionUser, userId: number): Promise<AdGroup[]> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), brandScope(users.brandId, viewer)));
  if (!user) throw notFound();
  const rows = await queryRows<GroupRow>(
    db,
    selectGroups(sql`${adGroups.userId} = ${userId} and ${brandScope(adGroups.brandId, viewer)}`, sql`order by ${adGroups.id} desc`),
  );
  return rows.map(toGroup);
}

export async function createAdGroup(
  db: Db,
  actor: SessionUser,
  body: { name: string; title?: string | null; userId: number },
): Promise<AdGroup> {
  const id = await db.transaction(async (tx) => {
    const [landlord] = await tx
      .select({ id: users.id, brandId: users.brandId, accountType: users.accountType })
      .from(users)
      .where(and(eq(users.id, body.userId), isNull(users.deletedAt), brandScope(users.brandId, actor)));
    if (!landlord) throw badRequest(ERROR_LABELS.badRequest, { userId: [AD_LABELS.refusals.landlordNotFound] });
    if (landlord.accountType !== 1) throw badRequest(ERROR_LABELS.badRequest, { userId: [AD_LABELS.refusals.notLandlord] });
    const [group] = await tx
      .insert(adGroups)
      .values({ brandId: landlord.brandId, userId: landlord.id, name: body.name, title: body.title ?? null })
      .returning();
    if (!group) throw new Error('ad group not created');
    await recordHistory(tx, {
      entity: 'ad-group',
      entityId: group.id,
      brandId: group.brandId,
      actor,
      oldData: null,
      newData: { name: group.name, title: group.title, userId: group.userId },
    });
    return group.id;
  });
  return findAdGroup(db, actor, id);
}

export async function renameAdGroup(
  db: Db,
  actor: SessionUser,
  id: number,
  patch: { name?: string; title?: string | null },
): Promise<AdGroup> {
  await db.transaction(async (tx) => {
    const [group] = await tx
      .select()
      .from(adGroups)
      .where(and(eq(adGroups.id, id), brandScope(adGroups.brandId, actor)))
      .for('update');
    if (!group) throw notFound();
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as {
      name?: string;
      title?: string | null;
    };
    const oldData = Object.fromEntries(Object.keys(changes).map((k) => [k, group[k as 'name' | 'title']]));
    await tx.update(adGroups).set(changes).where(eq(adGroups.id, id));
    await recordHistory(tx, { entity: 'ad-group', entityId: id, brandId: group.brandId, actor, oldData, newData: changes });
  });
  return findAdGroup(db, actor, id);
}
