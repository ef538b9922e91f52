import { AD_GROUP_LABELS as G } from '@hubgrade/domain/ads/labels';
import type { AdListQuery } from '@hubgrade/domain/ads/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand, useBrandWords } from '../../../lib/brand.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useAds } from '../api/ads.ts';
import { useAdGroup } from '../api/groups.ts';
import { adColumns } from './ad-columns.tsx';
import { AdGroupDialog } from './ad-group-dialog.tsx';
import { ADS_PAGE_SIZE } from './ads-params.ts';
import { useAdActions } from './use-ad-actions.tsx';

/** /groupes-annonces/{id}: a group, its landlord, and its ads on the shared table. */
export function AdGroupPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const { brand } = useBrand();
  const words = useBrandWords();
  const group = useAdGroup(valid ? id : 0);
  const control = useLocalListControl({ sortBy: 'adId', sortDesc: true });
  const ads = useAds(
    {
      adGroupId: id,
      page: control.page,
      itemsPerPage: ADS_PAGE_SIZE,
      sortBy: (control.sortBy as AdListQuery['sortBy'] | undefined) ?? 'adId',
      sortDesc: control.sortDesc,
    },
    valid && group.isSuccess,
  );
  const columns = useMemo(() => adColumns(words.landlord), [words.landlord]);
  const { actions, dialogs } = useAdActions();
  const [renaming, setRenaming] = useState(false);

  if (!valid) return <ErrorView status={404} />;
  if (group.isPending) return <PageLoader />;
  if (group.isError) {
    if (group.error instanceof ApiError && group.error.status === 404) return <ErrorView status={404} />;
    return <Alert severity="error">{group.error.message}</Alert>;
  }
  const g = group.data;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/groupes-annonces" startIcon={<ArrowBack />} size="small">
          {G.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          {G.sheet(g.id)}
        </Typography>
        <Typography color="textSecondary">{`${g.name}${g.title ? ` – ${g.title}` : ''} · ${words.landlord} : ${g.landlordName} (${g.landlordEmail})`}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<DriveFileRenameOutline />} onClick={() => setRenaming(true)}>
          {G.rename}
        </Button>
        <HistoryButton slug={`ad-group-${g.id}`} />
      </Box>
      <Typography variant="h6" component="h2">
        {G.ads}
      </Typography>
      <DataTable
        label={G.ads}
        columns={columns}
        list={ads}
        getRowId={(ad) => String(ad.adId)}
        pageSize={ADS_PAGE_SIZE}
        control={control}
        emptyText={G.noAds}
        rowActions={actions}
      />
      {renaming && (
        <AdGroupDialog open onClose={() => setRenaming(false)} group={g} brandId={brand?.id ?? null} landlordWord={words.landlord} />
      )}
      {dialogs}
    </Box>
  );
}
