import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZLabel,
  ZLabelBody,
  ZLabelList,
  ZLabelMergeBody,
  ZLabelParams,
  ZLabelPatch,
  ZLabelQuery,
  ZLabelSetBody,
  ZLabelTags,
} from './schemas.ts';

/** Administrators of a brand with the static pages module (spec shell « Contenu › Etiquettes »). */
const staff = { roles: ADMIN_ROLES, module: 'pagesStatiques' } as const;

/** Labels of the ads and static pages (spec shell /etiquettes). */
export const labelOperations = operations('labels', {
  list: {
    method: 'GET',
    path: '/api/labels',
    summary: 'Etiquettes de la marque, avec leurs annonces et pages',
    access: staff,
    query: ZLabelQuery,
    response: ZLabelList,
  },
  create: {
    method: 'POST',
    path: '/api/labels',
    summary: 'Créer une étiquette',
    access: staff,
    body: ZLabelBody,
    response: ZLabel,
    status: 201,
  },
  patch: {
    method: 'PATCH',
    path: '/api/labels/:id',
    summary: 'Renommer une étiquette ou changer sa couleur',
    access: staff,
    params: ZLabelParams,
    body: ZLabelPatch,
    response: ZLabel,
  },
  remove: {
    method: 'DELETE',
    path: '/api/labels/:id',
    summary: 'Supprimer une étiquette (les annonces et pages la perdent)',
    access: staff,
    params: ZLabelParams,
    response: ZNoContent,
    status: 204,
  },
  merge: {
    method: 'POST',
    path: '/api/labels/merge',
    summary: 'Fusionner des étiquettes dans celle qui est conservée',
    access: staff,
    body: ZLabelMergeBody,
    response: ZLabel,
  },
  setAdLabels: {
    method: 'PUT',
    path: '/api/ads/:id/labels',
    summary: 'Etiquettes d’une annonce',
    access: staff,
    params: ZLabelParams,
    body: ZLabelSetBody,
    response: ZLabelTags,
  },
  setStaticPageLabels: {
    method: 'PUT',
    path: '/api/static-pages/:id/labels',
    summary: 'Etiquettes d’une page statique',
    access: staff,
    params: ZLabelParams,
    body: ZLabelSetBody,
    response: ZLabelTags,
  },
});
