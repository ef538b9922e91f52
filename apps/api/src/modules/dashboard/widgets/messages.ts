import { DASHBOARD_LINKS } from '@hubgrade/domain/dashboard/links';
import { MESSAGE_STATE } from '@hubgrade/domain/messages/rules';
import { and, eq, sql } from 'drizzle-orm';
import { messages } from '../../../db/schema/index.ts';
import { brandScope } from '../../../lib/brand-scope.ts';
import { mayOpenList } from '../viewer.ts';
import { defineWidget } from '../widget.ts';

/** Messages waiting for moderation (state 1) in the viewer's brand scope; the messages screen is in the ads module. */
export const messagesToModerate = defineWidget({
  id: 'messages.toModerate',
  area: 'messages',
  allowed: (viewer) => mayOpenList(viewer, 'ads'),
  async query({ db, viewer }) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.state, MESSAGE_STATE.pending), brandScope(messages.brandId, viewer)));
    return { value: Number(row?.n ?? 0), link: DASHBOARD_LINKS.messagesToModerate };
  },
});
