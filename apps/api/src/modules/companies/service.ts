import type { Company, CompanyPatchBody } from '@hubgrade/domain/companies/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findCompany } from './queries.ts';

type CompanyRow = typeof companies.$inferSelect;
type Changes = Partial<Pick<CompanyRow, keyof CompanyPatchBody>>;

/** PATCH /companies/{id}: change and history entry in one transaction. */
export async function patchCompany(db: Db, actor: SessionUser, id: number, patch: CompanyPatchBody): Promise<Company> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), brandScope(companies.brandId, actor)))
      .for('update');
    if (!target) throw notFound();
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Changes;
    const oldData = Object.fromEntries(Object.keys(changes).map((k) => [k, target[k as keyof Changes]]));
    await tx.update(companies).set(changes).where(eq(companies.id, id));
    await recordHistory(tx, { entity: 'company', entityId: id, brandId: target.brandId, actor, oldData, newData: changes });
  });
  return findCompany(db, actor, id);
}
