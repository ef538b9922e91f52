import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { type Buyer, canValidate, type OrderActor, type Validator } from '@hubgrade/domain/orders/rules';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Staff follow their brand's orders; everyone else is a member who buys. */
export const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

/**
 * A brand without the "services" module has no shop, for its members as for its staff (the
 * route's policy cannot say it: a module policy admits administrators only).
 */
export function checkShopModule(viewer: SessionUser) {
  if (viewer.brandId !== null && !viewer.brandModules.includes('services')) throw forbidden();
}

/** The viewer's place in their company, read fresh: the session does not carry the shopping and managing rights. */
export type Member = Buyer & Validator & { brandId: number | null };

export async function memberOf(db: Executor, userId: number): Promise<Member> {
  const [row] = await db
    .select({
      id: users.id,
      brandId: users.brandId,
      companyId: users.companyId,
      companyOwner: users.companyOwner,
      accessCompany: users.accessCompany,
      shoppingRights: users.shoppingRights,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/**
 * The orders a viewer sees: staff their brand scope's; a member their own, and their company's
 * when they are its owner or a manager (they validate them).
 */
export function orderScope(viewer: SessionUser, member: Member | null): SQL {
  if (!member) return brandScope(orders.brandId, viewer);
  const validates = member.companyId !== null && (member.companyOwner || member.accessCompany);
  return validates ? sql`(${orders.userId} = ${member.id} or ${orders.companyId} = ${member.companyId})` : eq(orders.userId, member.id);
}

/** The viewer's member row, or null for staff. */
export const viewerMember = (db: Executor, viewer: SessionUser) => (isStaff(viewer) ? Promise.resolve(null) : memberOf(db, viewer.id));

/** In which capacities the viewer may move an order of their scope. */
export function actorsFor(member: Member | null, order: { userId: number; companyId: number | null }): OrderActor[] {
  if (!member) return ['staff'];
  const actors: OrderActor[] = [];
  if (order.userId === member.id) actors.push('buyer');
  if (canValidate(member, order)) actors.push('validator');
  return actors;
}
