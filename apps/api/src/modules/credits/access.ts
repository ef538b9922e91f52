import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import type { CreditOwnerType } from '@hubgrade/domain/credits/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import type { CreditOwner } from './ledger.ts';

const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

export interface ResolvedOwner {
  type: CreditOwnerType;
  id: number;
  name: string;
  brandId: number | null;
  owner: CreditOwner;
}

/**
 * The company or member whose credits the caller asks for: staff reach those of their brand scope;
 * a member only their own and their company's (the credits they spend); anything else is a 404.
 */
export async function resolveOwner(db: Executor, actor: SessionUser, type: CreditOwnerType, id: number): Promise<ResolvedOwner> {
  if (type === 'company') {
    const mine = !isStaff(actor) && actor.companyId === id;
    const [company] = await db
      .select({ id: companies.id, name: companies.name, brandId: companies.brandId })
      .from(companies)
      .where(and(eq(companies.id, id), isStaff(actor) ? brandScope(companies.brandId, actor) : mine ? sql`true` : sql`false`));
    if (!company) throw notFound();
    return { type, id, name: company.name, brandId: company.brandId, owner: { companyId: id } };
  }
  const [member] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, brandId: users.brandId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isStaff(actor) ? brandScope(users.brandId, actor) : eq(users.id, actor.id)));
  if (!member) throw notFound();
  return { type, id, name: `${member.firstName} ${member.lastName}`, brandId: member.brandId, owner: { userId: id } };
}
