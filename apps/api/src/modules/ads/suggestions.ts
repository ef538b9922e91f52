import { SUGGESTION_LABELS as L } from '@hubgrade/domain/ads/labels';
import { MAIN_FRONT_URL, publicAdUrl } from '@hubgrade/domain/ads/rules';
import type { Suggestion, SuggestionBody } from '@hubgrade/domain/ads/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { ads, brands, suggestionAds, suggestions, users } from '../../db/schema/index.ts';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleAds } from './queries.ts';

/** Suggestions (members-bookings-feed §2.5): ads picked for a tenant, stored and mailed to them. */

/** A suggestion as the list reads it: the tenant, the sender and the ads in order. */
interface SuggestionRow {
  id: number;
  created_at: string | Date;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  sender_id: number | null;
  sender_email: string | null;
  intro: string;
  ads: { id: number; title: string; message: string }[] | string;
}

const toSuggestion = (r: SuggestionRow): Suggestion => ({
  id: r.id,
  date: new Date(r.created_at).toISOString(),
  user: { id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name },
  sender: r.sender_id === null ? null : { id: r.sender_id, email: r.sender_email ?? '' },
  intro: r.intro,
  // PGlite and node-postgres both parse json, but be tolerant of a string.
  ads: typeof r.ads === 'string' ? JSON.parse(r.ads) : r.ads,
});

const sender = alias(users, 'sender');

function selectSuggestions(where: SQL, tail: SQL = sql``): SQL {
  return sql`select ${suggestions.id}, ${suggestions.createdAt}, ${suggestions.userId}, ${users.email}, ${users.firstName}, ${users.lastName},
      ${suggestions.senderId}, ${sender.email} as sender_email, ${suggestions.intro},
      coalesce((
        select json_agg(json_build_object('id', ${suggestionAds.adId}, 'title', ${ads.title}, 'message', ${suggestionAds.message})
          order by ${suggestionAds.position})
        from ${suggestionAds} join ${ads} on ${ads.id} = ${suggestionAds.adId} where ${suggestionAds.suggestionId} = ${suggestions.id}
      ), '[]'::json) as ads
    from ${suggestions} join ${users} on ${users.id} = ${suggestions.userId} left join ${users} ${sender} on ${sender.id} = ${suggestions.senderId}
    where ${where} ${tail}`;
}

/** GET /suggestions: the sent suggestions of the viewer's scope, newest first. */
export async function listSuggestions(
  db: Executor,
  viewer: SessionUser,
  query: { page: number; itemsPerPage: number; sortDesc: boolean; search?: string; userId?: number },
) {
  const filters: SQL[] = [brandScope(suggestions.brandId, viewer)];
  if (query.userId !== undefined) filters.push(eq(suggestions.userId, query.userId));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(sql`(${users.email} ilike ${pattern} or ${users.lastName} ilike ${pattern} or ${suggestions.intro} ilike ${pattern})`);
  }
  const where = sql.join(filters, sql` and `);
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    queryRows<SuggestionRow>(
      db,
      selectSuggestions(
        where,
        sql`order by ${suggestions.id} ${direction} limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
      ),
    ),
    db.select({ n: count() }).from(suggestions).innerJoin(users, eq(users.id, suggestions.userId)).where(where),
  ]);
  return { items: rows.map(toSuggestion), total: counted?.n ?? 0 };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * POST /suggestion: the tenant (an id or an email of the viewer's scope, account type 2) and ads
 * of the viewer's scope in the tenant's brand; stored, mailed and recorded in one transaction.
 */
export async function sendSuggestion(db: Db, actor: SessionUser, body: SuggestionBody): Promise<Suggestion> {
  const input = body.suggest;
  const id = await db.transaction(async (tx) => {
    const byUser = typeof input.user === 'number' ? eq(users.id, input.user) : eq(users.email, input.user.toLowerCase());
    const [tenant] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, brandId: users.brandId, accountType: users.accountType })
      .from(users)
      .where(and(byUser, isNull(users.deletedAt), brandScope(users.brandId, actor)));
    if (!tenant) throw badRequest(ERROR_LABELS.badRequest, { 'suggest.user': [L.userNotFound] });
    if (tenant.accountType !== 2) throw badRequest(ERROR_LABELS.badRequest, { 'suggest.user': [L.notTenant] });

    const ids = input.ads.map((a) => a.id);
    const found = await tx
      .select({ id: ads.id, title: ads.title, slug: ads.slug, city: ads.city, rentCents: ads.rentCents })
      .from(ads)
      .where(and(inArray(ads.id, ids), visibleAds(actor), ofBrand(ads.brandId, tenant.brandId)));
    const errors: Record<string, string[]> = {};
    input.ads.forEach((a, i) => {
      if (!found.some((f) => f.id === a.id)) errors[`suggest.ads.${i}.id`] = [L.adNotFound(a.id)];
    });
    if (Object.keys(errors).length > 0) throw badRequest(ERROR_LABELS.badRequest, errors);

    const [suggestion] = await tx
      .insert(suggestions)
      .values({ brandId: tenant.brandId, userId: tenant.id, senderId: actor.id, intro: input.intro })
      .returning({ id: suggestions.id });
    if (!suggestion) throw new Error('suggestion not created');
    await tx
      .insert(suggestionAds)
      .values(input.ads.map((a, position) => ({ suggestionId: suggestion.id, position, adId: a.id, message: a.message })));

    const [brand] = tenant.brandId === null ? [] : await tx.select().from(brands).where(eq(brands.id, tenant.brandId));
    const front = brand?.urlFront ?? MAIN_FRONT_URL;
    const brandName = brand?.name ?? SHELL_LABELS.productName;
    const lines = input.ads.map((a) => {
      const ad = found.find((f) => f.id === a.id) as (typeof found)[number];
      return { title: ad.title, city: ad.city, message: a.message, url: publicAdUrl(front, ad.slug) };
    });
    await queueMail(tx, {
      to: tenant.email,
      brandId: tenant.brandId,
      subject: L.mailSubject,
      text: [
        L.mailGreeting(tenant.firstName),
        '',
        input.intro,
        '',
        ...lines.flatMap((l) => [`• ${l.title}${l.city ? ` (${l.city})` : ''}`, `  ${l.message}`, `  ${l.url}`, '']),
        L.mailSignature(brandName),
      ].join('\n'),
      html: [
        `<p>${escapeHtml(L.mailGreeting(tenant.firstName))}</p>`,
        `<p>${escapeHtml(input.intro).replace(/\n/g, '<br>')}</p>`,
        '<ul>',
        ...lines.map(
          (l) =>
            `<li><strong>${escapeHtml(l.title)}</strong>${l.city ? ` (${escapeHtml(l.city)})` : ''}<br>${escapeHtml(l.message)}<br><a href="${escapeHtml(l.url)}">${escapeHtml(L.mailSeeAd)}</a></li>`,
        ),
        '</ul>',
        `<p>${escapeHtml(L.mailSignature(brandName))}</p>`,
      ].join(''),
    });
    await recordHistory(tx, {
      entity: 'user',
      entityId: tenant.id,
      brandId: tenant.brandId,
      actor,
      oldData: null,
      newData: { suggestion: suggestion.id, ads: ids },
    });
    return suggestion.id;
  });
  const [row] = await queryRows<SuggestionRow>(db, selectSuggestions(eq(suggestions.id, id)));
  if (!row) throw notFound();
  return toSuggestion(row);
}
