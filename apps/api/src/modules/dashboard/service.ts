import type { Dashboard, DashboardWidget } from '@hubgrade/domain/dashboard/schemas';
import type { Executor } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { DASHBOARD_WIDGETS } from './registry.ts';
import { dashboardScope } from './viewer.ts';
import type { AnyWidgetDefinition, WidgetContext } from './widget.ts';

async function read(definition: AnyWidgetDefinition, ctx: WidgetContext): Promise<DashboardWidget> {
  const data = await definition.query(ctx);
  // Each definition's query answers its own id's data; TypeScript cannot pair them through the union.
  return { id: definition.id, area: definition.area, title: definition.title, data } as DashboardWidget;
}

/** GET /dashboard: the widgets the viewer may see, all read at one instant. */
export async function buildDashboard(
  db: Executor,
  viewer: SessionUser,
  now: Date,
  widgets: readonly AnyWidgetDefinition[] = DASHBOARD_WIDGETS,
): Promise<Dashboard> {
  const ctx: WidgetContext = { db, viewer, now };
  const shown = widgets.filter((widget) => widget.allowed(viewer));
  return {
    scope: dashboardScope(viewer),
    generatedAt: now.toISOString(),
    widgets: await Promise.all(shown.map((widget) => read(widget, ctx))),
  };
}
