import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { and, eq, sql } from 'drizzle-orm';
import { notifications } from '../../../db/schema/index.ts';
import { defineWidget } from '../widget.ts';

/** The viewer's own unread notifications: everyone has some to read. */
export const unreadNotifications = defineWidget({
  id: 'notifications.unread',
  area: 'notifications',
  allowed: () => true,
  async query({ db, viewer }) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, viewer.id), eq(notifications.seen, false)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.notifications };
  },
});
