import { isBrandAdmin } from '@hubgrade/domain/auth/roles';
import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { MandatesTable } from './mandates-table.tsx';
import { TemplatesPanel } from './templates-panel.tsx';

type TabName = 'mandats' | 'modeles';

/** /mandats "Mandats": the SEPA mandates list and the mandate templates, one tab each (`?tab=`). */
export function MandatesPage() {
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const tab: TabName = search.get('tab') === 'modeles' ? 'modeles' : 'mandats';
  if (!user) return null;
  if (!isBrandAdmin(user.roles)) return <ErrorView status={403} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.mandatesTitle} intro={L.mandatesIntro} />
      <Tabs value={tab} onChange={(_e, next: TabName) => setSearch(next === 'mandats' ? {} : { tab: next })}>
        <Tab value="mandats" label={L.tabs.mandates} />
        <Tab value="modeles" label={L.tabs.templates} />
      </Tabs>
      {tab === 'mandats' ? <MandatesTable /> : <TemplatesPanel family="mandate" />}
    </Box>
  );
}
