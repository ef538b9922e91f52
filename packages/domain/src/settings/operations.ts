import { ADMIN_ROLES, BRAND_ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZSettings, ZSettingsBody, ZSettingsParams } from './schemas.ts';

/**
 * A brand's settings (spec shell /settings). Administrators read those of their brand (the main
 * platform's any brand's, brandId 0 being its own); brand administrators and the super admin
 * write them; another brand's are a 404.
 */
export const settingsOperations = operations('settings', {
  find: {
    method: 'GET',
    path: '/api/settings/:brandId',
    summary: 'Paramètres d’une marque (0 : la plateforme principale)',
    access: { roles: ADMIN_ROLES },
    params: ZSettingsParams,
    response: ZSettings,
    refusals: { 404: 'Marque introuvable.' },
  },
  save: {
    method: 'PUT',
    path: '/api/settings/:brandId',
    summary: 'Écrire les paramètres d’une marque',
    access: { roles: BRAND_ADMIN_ROLES },
    params: ZSettingsParams,
    body: ZSettingsBody,
    response: ZSettings,
    refusals: { 404: 'Marque introuvable.' },
  },
});
