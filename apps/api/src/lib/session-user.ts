import type { Role } from '@hubgrade/domain/auth/roles';

/** The signed-in user as every request sees it, read fresh from the database. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  accountType: 1 | 2;
  brandId: number | null;
  brandModules: string[];
  companyId: number | null;
  companyOwner: boolean;
  access: Record<string, boolean>;
  companyName: string | null;
  brand: { id: number; name: string; urlBack: string | null } | null;
}
