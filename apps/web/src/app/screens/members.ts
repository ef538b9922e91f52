import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  members: lazyComponent(
    () => import('../../features/members/components/members-page.tsx'),
    (m) => m.MembersPage,
  ),
  member: lazyComponent(
    () => import('../../features/members/components/member-sheet-page.tsx'),
    (m) => m.MemberSheetPage,
  ),
  newCollaborators: lazyComponent(
    () => import('../../features/members/components/incoming-page.tsx'),
    (m) => m.IncomingPage,
  ),
};
