import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardCount, DashboardWidget, DashboardWidgetId, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import Bolt from '@mui/icons-material/Bolt';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RunningWithErrorsOutlined from '@mui/icons-material/RunningWithErrorsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactNode } from 'react';
import { BookingsTodayCard } from './bookings-today-card.tsx';
import { CategoryChart } from './category-chart.tsx';
import { ContractsByStateCard } from './contracts-by-state-card.tsx';
import type { WidgetSize } from './grid.ts';
import { InvoicesCard } from './invoices-card.tsx';
import { KpiCard } from './kpi-card.tsx';
import { NewMembersCard } from './new-members-card.tsx';
import { OccupancyCard } from './occupancy-card.tsx';
import { SignInsChart } from './sign-ins-chart.tsx';
import { TicketsCard } from './tickets-card.tsx';

interface WidgetView<I extends DashboardWidgetId> {
  size: WidgetSize;
  Component: (props: { widget: DashboardWidgetOf<I> }) => ReactNode;
}

/** Any widget whose data is one figure. */
interface CountWidget {
  id: DashboardWidgetId;
  title: string;
  data: DashboardCount;
}

function figure(icon: ReactNode): { size: 'figure'; Component: (props: { widget: CountWidget }) => ReactNode } {
  return {
    size: 'figure',
    Component: ({ widget }) => (
      <KpiCard widgetId={widget.id} title={widget.title} hint={DASHBOARD_LABELS.widgets[widget.id].hint} icon={icon} count={widget.data} />
    ),
  };
}

/**
 * The card of every widget id the API may send. An area built later adds its widget here with the
 * same id as on the server; the API sends only what the viewer may see, so nothing is faked here.
 */
export const WIDGET_VIEWS: { [I in DashboardWidgetId]: WidgetView<I> } = {
  'members.new': { size: 'figure', Component: NewMembersCard },
  'members.pending': figure(<HourglassEmpty />),
  'members.inactive': figure(<PersonOffOutlined />),
  'companies.count': figure(<BusinessOutlined />),
  'spaces.count': figure(<ApartmentOutlined />),
  'bookings.today': { size: 'chart', Component: BookingsTodayCard },
  'tickets.open': { size: 'chart', Component: TicketsCard },
  'notifications.unread': figure(<NotificationsNone />),
  'company.members': figure(<GroupsOutlined />),
  'messages.toModerate': figure(<ForumOutlined />),
  'ads.online': figure(<PublicOutlined />),
  'ads.offline': figure(<PublicOffOutlined />),
  'ads.boostsEnding': figure(<Bolt />),
  'signIns.daily': { size: 'chart', Component: SignInsChart },
  'members.byCategory': { size: 'chart', Component: CategoryChart },
  'contracts.occupancy': { size: 'figure', Component: OccupancyCard },
  'contracts.endingSoon': figure(<EventBusyOutlined />),
  'contracts.coworkingEndingSoon': figure(<EventBusyOutlined />),
  'contracts.byState': { size: 'chart', Component: ContractsByStateCard },
  'invoices.unpaid': { size: 'figure', Component: ({ widget }) => <InvoicesCard widget={widget} icon={<ReceiptLongOutlined />} /> },
  'invoices.late': { size: 'figure', Component: ({ widget }) => <InvoicesCard widget={widget} icon={<RunningWithErrorsOutlined />} /> },
  'orders.awaitingValidation': figure(<ShoppingCartOutlined />),
  'subscriptions.startingThisMonth': figure(<EventAvailableOutlined />),
  'subscriptions.endingThisMonth': figure(<EventBusyOutlined />),
};

export function viewOf(widget: DashboardWidget): { size: WidgetSize; Component: (props: { widget: DashboardWidget }) => ReactNode } {
  // Each entry takes the widget of its own id; TypeScript cannot pair them through the union.
  return WIDGET_VIEWS[widget.id] as unknown as { size: WidgetSize; Component: (props: { widget: DashboardWidget }) => ReactNode };
}
