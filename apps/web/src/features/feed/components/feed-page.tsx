import { isAdmin } from '@hubgrade/domain/auth/roles';
import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { CategoriesTab } from './categories-tab.tsx';
import { MemberFeed } from './member-feed.tsx';
import { MessagesTab } from './messages-tab.tsx';

/**
 * /actualites: administrators manage the messages and, on the second tab, the categories (the
 * shell has no route of their own for them); everyone else reads the feed of their sites.
 */
export function FeedPage() {
  const user = useCurrentUser().data;
  const [search, setSearch] = useSearchParams();
  if (!user) return <PageLoader />;
  if (!isAdmin(user.roles)) return <MemberFeed />;
  const tab = search.get('onglet') === 'categories' ? 'categories' : 'messages';
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_event, next: string) => setSearch(next === 'categories' ? { onglet: 'categories' } : {})}
        variant="scrollable"
      >
        <Tab value="messages" label={L.tabs.messages} />
        <Tab value="categories" label={L.tabs.categories} />
      </Tabs>
      {tab === 'categories' ? <CategoriesTab /> : <MessagesTab />}
    </Box>
  );
}
