import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  messages: lazyComponent(
    () => import('../../features/messages/components/messages-page.tsx'),
    (m) => m.MessagesPage,
  ),
  message: lazyComponent(
    () => import('../../features/messages/components/conversation-page.tsx'),
    (m) => m.ConversationPage,
  ),
};
