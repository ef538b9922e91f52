import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  tickets: lazyComponent(
    () => import('../../features/tickets/components/board-page.tsx'),
    (m) => m.BoardPage,
  ),
  ticketsDetailed: lazyComponent(
    () => import('../../features/tickets/components/tickets-page.tsx'),
    (m) => m.TicketsPage,
  ),
  newTicket: lazyComponent(
    () => import('../../features/tickets/components/new-ticket-page.tsx'),
    (m) => m.NewTicketPage,
  ),
  ticket: lazyComponent(
    () => import('../../features/tickets/components/ticket-page.tsx'),
    (m) => m.TicketPage,
  ),
};
