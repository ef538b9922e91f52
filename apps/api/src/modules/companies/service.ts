import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { COMPANY_LABELS as L } from '@hubgrade/domain/companies/labels';
import { DELETION_BLOCKING_CONTRACT_STATES } from '@hubgrade/domain/companies/rules';
import { type Company, type CompanyCreateBody, type CompanyPatchBody, companyCreateErrors } from '@hubgrade/domain/companies/schemas';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companyCategories, contracts, sites, users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { refreshSearchTextsOf } from '../contracts/search-text.ts';
import { inScope } from './choices.ts';
import { findCompany, visibleCompanies } from './queries.ts';

type CompanyRow = typeof companies.$inferSelect;
type Changes = Partial<Pick<CompanyRow, keyof CompanyPatchBody>>;

/** A category and a site must be of the company's own scope; anything else is a 400 on the field. */
async function checkReferences(
  tx: Tx,
  brandId: number | null,
  refs: { categoryId?: number | null; siteId?: number | null },
): Promise<typeof sites.$inferSelect | null> {
  const errors: Record<string, string[]> = {};
  if (refs.categoryId) {
    const [category] = await tx
      .select({ id: companyCategories.id })
      .from(companyCategories)
      .where(and(eq(companyCategories.id, refs.categoryId), inScope(companyCategories.brandId, brandId)));
    if (!category) errors.categoryId = [L.categoryNotFound];
  }
  let site: typeof sites.$inferSelect | null = null;
  if (refs.siteId) {
    [site = null] = await tx
      .select()
      .from(sites)
      .where(and(eq(sites.id, refs.siteId), inScope(sites.brandId, brandId)));
    if (!site) errors.siteId = [L.siteNotFound];
  }
  if (Object.keys(errors).length > 0) throw badRequest(ERROR_LABELS.badRequest, errors);
  return site;
}

/**
 * POST /companies: the company joins the creator's scope. In a brand it is placed in one of the
 * brand's sites, whose address it takes unless one is given.
 */
export async function createCompany(db: Db, actor: SessionUser, body: CompanyCreateBody, crmUrl: string | null): Promise<Company> {
  const brandId = actor.brandId;
  const missing = companyCreateErrors(body, brandId !== null);
  if (Object.keys(missing).length > 0) throw badRequest(ERROR_LABELS.badRequest, missing);
  const id = await db.transaction(async (tx) => {
    const site = await checkReferences(tx, brandId, body);
    const values = {
      brandId,
      name: body.name,
      address: body.address ?? site?.address ?? null,
      zipcode: body.zipcode ?? site?.zipcode ?? null,
      city: body.city ?? site?.city ?? null,
      siret: body.siret ?? null,
      categoryId: body.categoryId ?? null,
      siteId: body.siteId ?? null,
    };
    const [created] = await tx.insert(companies).values(values).returning({ id: companies.id });
    if (!created) throw new Error('insert returned nothing');
    await recordHistory(tx, { entity: 'company', entityId: created.id, brandId, actor, oldData: null, newData: values });
    return created.id;
  });
  return findCompany(db, actor, id, crmUrl);
}

/** PATCH /companies/{id}: change and history entry in one transaction. */
export async function patchCompany(
  db: Db,
  actor: SessionUser,
  id: number,
  patch: CompanyPatchBody,
  crmUrl: string | null = null,
): Promise<Company> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), visibleCompanies(actor)))
      .for('update');
    if (!target) throw notFound();
    await checkReferences(tx, target.brandId, patch);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Changes;
    const oldData = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof Changes]]));
    await tx.update(companies).set(changes).where(eq(companies.id, id));
    if ('name' in changes) await refreshSearchTextsOf(tx, { companyId: id });
    await recordHistory(tx, { entity: 'company', entityId: id, brandId: target.brandId, actor, oldData, newData: changes });
  });
  return findCompany(db, actor, id, crmUrl);
}

/**
 * DELETE /whitecompany/{id}. Refused (409) while a contract of the company is accepted, being
 * signed, signed, running or under notice. Otherwise the company is soft-deleted, so that its
 * contracts and invoices keep their tenant company, and its members are detached from it (no
 * longer owner); each change has its history entry.
 */
export async function deleteCompany(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), visibleCompanies(actor)))
      .for('update');
    if (!target) throw notFound();
    const [blocking] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantCompanyId, id),
          isNull(contracts.deletedAt),
          inArray(contracts.state, [...DELETION_BLOCKING_CONTRACT_STATES]),
        ),
      )
      .limit(1);
    if (blocking) throw conflict(L.deleteRefused);

    const detached = await tx
      .update(users)
      .set({ companyId: null, companyOwner: false })
      .where(and(eq(users.companyId, id), isNull(users.deletedAt)))
      .returning({ id: users.id, brandId: users.brandId });
    const [{ deletedAt } = { deletedAt: null }] = await tx
      .update(companies)
      .set({ deletedAt: sql`now()` })
      .where(eq(companies.id, id))
      .returning({ deletedAt: companies.deletedAt });
    await recordHistory(tx, {
      entity: 'company',
      entityId: id,
      brandId: target.brandId,
      actor,
      oldData: { deletedAt: null },
      newData: { deletedAt, detachedUserIds: detached.map((u) => u.id) },
    });
    for (const user of detached) {
      await recordHistory(tx, {
        entity: 'user',
        entityId: user.id,
        brandId: user.brandId,
        actor,
        oldData: { companyId: id },
        newData: { companyId: null, companyOwner: false },
      });
    }
  });
}
