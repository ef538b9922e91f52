import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, companies, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';

export async function findAuthUser(db: Executor, id: number): Promise<AuthUser> {
  const [row] = await db
    .select({ user: users, companyName: companies.name, brand: { id: brands.id, name: brands.name, urlBack: brands.urlBack } })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(brands, eq(brands.id, users.brandId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound();
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    companyName: row.companyName,
    roles: u.roles as AuthUser['roles'],
    userCompanyOwner: u.companyOwner,
    access: u.access,
    accountType: u.accountType as 1 | 2,
    brand: row.brand?.id ? row.brand : null,
  };
}
