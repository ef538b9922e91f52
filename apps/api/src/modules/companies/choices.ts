import type { CompanyChoices } from '@hubgrade/domain/companies/schemas';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { companies, companyCategories, sites } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { visibleCompanies } from './queries.ts';

/** Rows of one scope: a brand's, or the main platform's (brand null). */
export function inScope(column: PgColumn, brandId: number | null): SQL {
  return brandId === null ? isNull(column) : eq(column, brandId);
}

/**
 * The brand scope a company belongs to: the given company's (404 when the viewer may not see it),
 * else the viewer's own, where a company they create goes.
 */
export async function scopeOf(db: Executor, viewer: SessionUser, companyId: number | undefined): Promise<number | null> {
  if (companyId === undefined) return viewer.brandId;
  const [company] = await db
    .select({ brandId: companies.brandId })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompanies(viewer)));
  if (!company) throw notFound();
  return company.brandId;
}

/** GET /companies/choices: the categories and sites a company of that scope may take. */
export async function companyChoices(db: Executor, viewer: SessionUser, companyId: number | undefined): Promise<CompanyChoices> {
  const brandId = await scopeOf(db, viewer, companyId);
  const [categories, siteRows] = await Promise.all([
    db
      .select({ id: companyCategories.id, name: companyCategories.name, color: companyCategories.color })
      .from(companyCategories)
      .where(inScope(companyCategories.brandId, brandId))
      .orderBy(asc(companyCategories.name)),
    db
      .select({ id: sites.id, name: sites.name, address: sites.address, zipcode: sites.zipcode, city: sites.city })
      .from(sites)
      .where(inScope(sites.brandId, brandId))
      .orderBy(asc(sites.name)),
  ]);
  return { branded: brandId !== null, categories, sites: siteRows };
}
