import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  sites: lazyComponent(
    () => import('../../features/spaces/components/sites-page.tsx'),
    (m) => m.SitesPage,
  ),
  site: lazyComponent(
    () => import('../../features/spaces/components/site-sheet-page.tsx'),
    (m) => m.SiteSheetPage,
  ),
  coworkingSpaces: lazyComponent(
    () => import('../../features/spaces/components/coworking-page.tsx'),
    (m) => m.CoworkingPage,
  ),
  coworkingSpace: lazyComponent(
    () => import('../../features/spaces/components/coworking-sheet-page.tsx'),
    (m) => m.CoworkingSheetPage,
  ),
  meetingRooms: lazyComponent(
    () => import('../../features/spaces/components/meeting-rooms-page.tsx'),
    (m) => m.MeetingRoomsPage,
  ),
  meetingRoom: lazyComponent(
    () => import('../../features/spaces/components/meeting-room-sheet-page.tsx'),
    (m) => m.MeetingRoomSheetPage,
  ),
};
