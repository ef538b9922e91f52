import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardCount, DashboardWidget, DashboardWidgetId, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import type { ReactNode } from 'react';
import type { WidgetSize } from './grid.ts';
import { KpiCard } from './kpi-card.tsx';
import { CategoryChart, SignInsChart } from './lazy-charts.tsx';
import { NewMembersCard } from './new-members-card.tsx';

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
  'notifications.unread': figure(<NotificationsNone />),
  'company.members': figure(<GroupsOutlined />),
  'signIns.daily': { size: 'chart', Component: SignInsChart },
  'members.byCategory': { size: 'chart', Component: CategoryChart },
};

export function viewOf(widget: DashboardWidget): { size: WidgetSize; Component: (props: { widget: DashboardWidget }) => ReactNode } {
  // Each entry takes the widget of its own id; TypeScript cannot pair them through the union.
  return WIDGET_VIEWS[widget.id] as unknown as { size: WidgetSize; Component: (props: { widget: DashboardWidget }) => ReactNode };
}
