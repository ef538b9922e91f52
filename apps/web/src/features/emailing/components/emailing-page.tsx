import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_STATES, type CampaignState } from '@hubgrade/domain/emailing/rules';
import type { CampaignRow } from '@hubgrade/domain/emailing/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useCampaigns } from '../api/emailing.ts';
import { campaignColumns } from './campaign-columns.tsx';
import { CampaignDialog } from './campaign-dialog.tsx';
import { CAMPAIGNS_PARAMS } from './campaigns-params.ts';

const rowId = (c: CampaignRow) => String(c.id);

/** /emailing: the campaigns with their progress; a campaign opens in its dialog ("new" for a new one). */
export function EmailingPage() {
  const { params, update, control } = useListParams(CAMPAIGNS_PARAMS);
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const columns = useMemo(() => campaignColumns((id) => setOpen(id)), []);
  const campaigns = useCampaigns({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: CAMPAIGN_PAGE_SIZE,
    search: params.search,
    state: params.state,
  });
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={columns}
      list={campaigns}
      getRowId={rowId}
      pageSize={CAMPAIGN_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.fields.search}
      emptyText={L.empty}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen('new')}>
          {L.actions.create}
        </Button>
      }
      toolbar={
        <SelectFilter
          label={L.fields.state}
          value={params.state}
          options={CAMPAIGN_STATES.map((s) => [s, L.states[s]] as const)}
          allLabel={L.allStates}
          minWidth={180}
          onChange={(state) => update({ state: state as CampaignState | undefined })}
        />
      }
    >
      {open !== null && <CampaignDialog id={open === 'new' ? null : open} onClose={() => setOpen(null)} onSaved={(id) => setOpen(id)} />}
    </ListScreen>
  );
}
