import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  documents: lazyComponent(
    () => import('../../features/documents/components/documents-page.tsx'),
    (m) => m.DocumentsPage,
  ),
  document: lazyComponent(
    () => import('../../features/documents/components/document-page.tsx'),
    (m) => m.DocumentPage,
  ),
};
