import { isAdmin } from '@hubgrade/domain/auth/roles';
import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';

/**
 * Assigning a salesperson needs the contracts module (the assignment) and the sales staff one
 * (the list of salespeople to choose from), as the API checks them.
 */
export function useCanAssignCommercial(): boolean {
  const { brand, configuration } = useBrand();
  const roles = useCurrentUser().data?.roles ?? [];
  const context = { brandId: brand?.id ?? null, brandModules: configuration?.modules ?? [], roles };
  return isAdmin(roles) && isModuleVisible('bookings', context) && isModuleVisible('dossierCom', context);
}
