import type { AccountType } from '@hubgrade/domain/auth/roles';
import { useMemo } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useCurrentUser } from '../../lib/session.ts';
import type { VisibilityContext } from './column-visibility.ts';

/** The deployment's brand and the signed-in user's roles, with the account type given by the page. */
export function useVisibilityContext(userType: AccountType | null = null): VisibilityContext {
  const { brand } = useBrand();
  const roles = useCurrentUser().data?.roles;
  return useMemo(() => ({ brandId: brand?.id ?? null, roles: roles ?? [], userType }), [brand, roles, userType]);
}
