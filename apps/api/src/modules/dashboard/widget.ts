import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardArea, DashboardWidgetId, DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import type { Executor } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';

export interface WidgetContext {
  db: Executor;
  viewer: SessionUser;
  /** One instant for every widget of a dashboard, so that their periods agree. */
  now: Date;
}

/** What an area contributes to the dashboard: one figure or chart, who sees it, and how it is read. */
export interface WidgetDefinition<I extends DashboardWidgetId> {
  id: I;
  area: DashboardArea;
  title: string;
  allowed(viewer: SessionUser): boolean;
  query(ctx: WidgetContext): Promise<DashboardWidgetOf<I>['data']>;
}

export type AnyWidgetDefinition = { [I in DashboardWidgetId]: WidgetDefinition<I> }[DashboardWidgetId];

export function defineWidget<I extends DashboardWidgetId>(definition: Omit<WidgetDefinition<I>, 'title'>): WidgetDefinition<I> {
  return { ...definition, title: DASHBOARD_LABELS.widgets[definition.id].title };
}
