import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import type { SessionUser } from '../../lib/session-user.ts';

/** GET /user/my answers from the session user the auth plugin has just read. */
export function toAuthUser(user: SessionUser): AuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyName: user.companyName,
    roles: user.roles,
    userCompanyOwner: user.companyOwner,
    access: user.access,
    accountType: user.accountType,
    brand: user.brand,
  };
}
