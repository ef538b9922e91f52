import { EXPORT_LABELS, CAFE_LABELS as L, MONTH_NAMES } from '@hubgrade/domain/exports/labels';
import { exportYears } from '@hubgrade/domain/exports/rules';
import type { CafeQuery } from '@hubgrade/domain/exports/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents } from '../../../lib/format.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { downloadCafe, useCafeReport, useCafeSites } from '../api/cafe.ts';
import { CAFE_COLUMNS } from './cafe-columns.tsx';

const [THIS_YEAR, THIS_MONTH] = parisDay().split('-').map(Number) as [number, number];
const YEARS = exportYears(THIS_YEAR);
/** Sites × catering products of one month: a page holds them all. */
const PAGE_SIZE = 200;

/** /csv-cafe: the café consumption of a month, by site and product, on screen and as a CSV. */
export function CafePage() {
  const [site, setSite] = useState('');
  const [year, setYear] = useState(THIS_YEAR);
  const [month, setMonth] = useState(THIS_MONTH);
  const [busy, setBusy] = useState(false);
  const query: CafeQuery = { year, month, ...(site ? { siteId: Number(site) } : {}) };
  const sites = useCafeSites();
  const report = useCafeReport(query);
  const control = useLocalListControl();
  const snackbar = useSnackbar();
  const list = { ...report, data: report.data && { items: report.data.items, total: report.data.items.length } };
  const total = report.data?.total;

  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadCafe(query, report.data?.fileName ?? 'cafe.csv');
      saveBlob(file.blob, file.name);
      snackbar.success({ message: L.downloaded(file.name), duration: 4000 });
    } catch (error) {
      snackbar.error(error instanceof ApiError ? { message: error.message } : {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.intro} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={EXPORT_LABELS.fields.space}
          value={site}
          onChange={(e) => setSite(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{EXPORT_LABELS.fields.allSpaces}</MenuItem>
          {(sites.data?.items ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={EXPORT_LABELS.fields.year} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {YEARS.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={EXPORT_LABELS.fields.month} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
          {MONTH_NAMES.map((name, i) => (
            <MenuItem key={name} value={i + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<FileDownload />} disabled={busy || !report.data} onClick={() => void download()}>
          {L.download}
        </Button>
      </Box>
      <DataTable
        label={L.table}
        columns={CAFE_COLUMNS}
        list={list}
        getRowId={(row) => `${row.siteId ?? 0}-${row.product}`}
        pageSize={PAGE_SIZE}
        control={control}
        emptyText={L.empty}
      />
      {total && total.quantity > 0 && (
        <Typography sx={{ fontWeight: 600 }} data-testid="cafe-total">
          {L.totalLine(total.quantity, formatCents(total.htCents), formatCents(total.vatCents), formatCents(total.ttcCents))}
        </Typography>
      )}
    </Box>
  );
}
