import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useBrand, useBrandWords } from '../../../lib/brand.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useAds } from '../api/ads.ts';
import { adColumns } from './ad-columns.tsx';
import { AdCreateDialog } from './ad-create-dialog.tsx';
import { AdExpanded } from './ad-expanded.tsx';
import { AdFilters } from './ad-filters.tsx';
import { ADS_PAGE_SIZE, ADS_PARAMS } from './ads-params.ts';
import { useAdActions } from './use-ad-actions.tsx';

const adRowId = (ad: AdRow) => String(ad.adId);

/** /annonces: the ads table of tables-and-sheets §2.1 with its filters, actions and the creation dialog. */
export function AdsPage() {
  const { brand } = useBrand();
  const words = useBrandWords();
  const brandId = brand?.id ?? null;
  const { params, update, control } = useListParams(ADS_PARAMS);
  const ads = useAds({
    page: params.page,
    itemsPerPage: ADS_PAGE_SIZE,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
    state: params.state,
    city: params.city,
    category: params.category === undefined ? undefined : (Number(params.category) as 1 | 2 | 3),
    landlord: params.landlord,
    boost: params.boost === undefined ? undefined : params.boost === 'true',
    mandate: params.mandate === undefined ? undefined : (Number(params.mandate) as 0 | 1 | 2),
    availability: params.availability,
    adGroupId: params.adGroupId,
    boostEndTo: params.boostEndTo,
    letOn: params.letOn,
  });
  const columns = useMemo(() => adColumns(words.landlord), [words.landlord]);
  const { actions, dialogs } = useAdActions();
  const [creating, setCreating] = useState(false);

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {L.create}
        </Button>
      }
      columns={columns}
      list={ads}
      getRowId={adRowId}
      pageSize={ADS_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      renderExpanded={(ad) => <AdExpanded ad={ad} landlordWord={words.landlord} tenantWord={words.tenant} />}
      rowActions={actions}
      toolbar={<AdFilters params={params} update={update} branded={brandId !== null} brandId={brandId} landlordWord={words.landlord} />}
    >
      {/* Mounted while open only: its lists are loaded when someone starts an ad. */}
      {creating && <AdCreateDialog open onClose={() => setCreating(false)} brandId={brandId} landlordWord={words.landlord} />}
      {dialogs}
    </ListScreen>
  );
}
