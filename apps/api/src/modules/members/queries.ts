import { isAdmin } from '@hubgrade/domain/auth/roles';
import type { Member, UserBrand } from '@hubgrade/domain/members/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, companies, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export async function findMember(db: Executor, viewer: SessionUser, id: number): Promise<Member> {
  const [row] = await db
    .select({ user: users, companyName: companies.name, brandName: brands.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    mobile: u.mobile,
    mobileCC: u.mobileCountry,
    roles: u.roles as Member['roles'],
    accountType: u.accountType as 1 | 2,
    enabled: u.enabled,
    lastLogin: u.lastLogin?.toISOString() ?? null,
    userInscriptionDate: u.createdAt.toISOString(),
    companyOwner: u.companyOwner,
    access: u.access,
    companyId: u.companyId,
    parentCompanyName: row.companyName,
    brandId: u.brandId,
    brandName: row.brandName,
  };
}

/**
 * The brands whose back-office a user belongs to (spec shell §7: the shell sends a non-admin
 * to their own brand's host). Anyone may ask about themselves; administrators may ask about
 * the users of their brand scope; any other user id is not theirs to know about (404).
 */
export async function findUserBrands(db: Executor, viewer: SessionUser, id: number): Promise<UserBrand[]> {
  if (viewer.id !== id && !isAdmin(viewer.roles)) throw notFound();
  const [row] = await db
    .select({ brand: { id: brands.id, name: brands.name, urlBack: brands.urlBack } })
    .from(users)
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, viewer)))
    .limit(1);
  if (!row) throw notFound();
  return row.brand?.id ? [row.brand] : [];
}
