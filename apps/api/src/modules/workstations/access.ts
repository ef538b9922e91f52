import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { brandScope, ofBrand } from '../../lib/brand-scope.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

/** Staff book for any member of their scope; a member only for themselves (members-bookings-feed §6). */
export const isStaff = (user: SessionUser) => isAdmin(user.roles) || isCommercial(user.roles);

/**
 * The spaces a caller sees: staff those of their brand scope, a member those of their own brand;
 * `brand` (the path's `{brandId or true}`) narrows to one brand, and another brand's is a 404.
 */
export function spaceScope(column: PgColumn, actor: SessionUser, brand: number | null = null): SQL {
  if (brand !== null && actor.brandId !== null && brand !== actor.brandId) throw notFound();
  const scope = isStaff(actor) ? brandScope(column, actor) : ofBrand(column, actor.brandId);
  return brand === null ? scope : sql`${scope} and ${column} = ${brand}`;
}

/**
 * A brand without the "reservationPosteDeTravail" module has no workstation bookings, for its
 * members as for its staff (the route's policy cannot say it: a module policy admits admins only).
 */
export function checkModule(actor: SessionUser) {
  if (actor.brandId !== null && !actor.brandModules.includes('reservationPosteDeTravail')) throw forbidden();
}
