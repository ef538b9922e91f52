import { EXPORT_LABELS as L, MONTH_NAMES } from '@hubgrade/domain/exports/labels';
import {
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  type ExportDataset,
  type ExportFormat,
  exportYears,
  isSiteDataset,
} from '@hubgrade/domain/exports/rules';
import type { ExportBrands } from '@hubgrade/domain/exports/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useExportBrands, useExportSites } from '../api/exports.ts';
import { ExportProgress } from './export-progress.tsx';
import { useExportDownload } from './use-export-download.ts';

/** /exports (members-bookings-feed §2.15): the export picker; a failure to load its brands opens the error page (§8). */
export function ExportsPage() {
  const brands = useExportBrands();
  const navigate = useNavigate();
  useEffect(() => {
    if (brands.error) navigate(`/error?statusCode=${brands.error instanceof ApiError ? brands.error.status : 500}`, { replace: true });
  }, [brands.error, navigate]);
  if (!brands.data) return <PageLoader />;
  return <ExportPicker brands={brands.data} />;
}

const YEARS = exportYears(Number(parisDay().slice(0, 4)));

function ExportPicker({ brands }: { brands: ExportBrands }) {
  const [dataset, setDataset] = useState<ExportDataset>('members');
  const [format, setFormat] = useState<ExportFormat>('csv');
  // '' every brand (main platform's staff), '0' the main platform; a brand's staff have theirs only.
  const [brand, setBrand] = useState(brands.allBrands ? '' : String(brands.items[0]?.id ?? ''));
  const [site, setSite] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const brandId = brand === '' ? undefined : Number(brand);
  const sites = useExportSites(brandId);
  const { run, fieldErrors, start, cancel } = useExportDownload();
  const formatId = useId();
  const bySite = isSiteDataset(dataset);
  const spaceDisabled = brandId === undefined || !bySite;
  const errorOf = (name: string) => fieldErrors[name]?.[0];
  const helper = (name: string, fallback?: string) => ({ error: errorOf(name) !== undefined, helperText: errorOf(name) ?? fallback });

  const submit = () => {
    void start({
      dataset,
      format,
      ...(brandId === undefined ? {} : { brandId }),
      ...(site && !spaceDisabled ? { siteId: Number(site) } : {}),
      ...(year
        ? { year: Number(year), ...(month ? { month: Number(month) } : {}) }
        : { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) }),
    });
  };

  let spaceHint: string | undefined;
  if (!bySite) spaceHint = L.fields.spaceNotApplicable;
  else if (brandId === undefined) spaceHint = L.fields.spaceNeedsBrand;

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960, minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.intro} />
      <SheetCard title={L.card}>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2.5 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label={L.fields.stockType}
              value={dataset}
              onChange={(e) => setDataset(e.target.value as ExportDataset)}
              {...helper('dataset')}
            >
              {EXPORT_DATASETS.map((d) => (
                <MenuItem key={d} value={d}>
                  {L.datasets[d]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={L.fields.brand}
              value={brand}
              onChange={(e) => {
                setBrand(e.target.value);
                setSite('');
              }}
              disabled={!brands.allBrands}
              {...helper('brandId')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              {brands.allBrands && <MenuItem value="">{L.fields.allBrands}</MenuItem>}
              {brands.allBrands && <MenuItem value="0">{L.fields.mainPlatform}</MenuItem>}
              {brands.items.map((b) => (
                <MenuItem key={b.id} value={String(b.id)}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={L.fields.space}
              value={spaceDisabled ? '' : site}
              onChange={(e) => setSite(e.target.value)}
              disabled={spaceDisabled}
              {...helper('siteId', spaceHint)}
              // The hint says why the field is disabled: it keeps the text colour, which reads (AA).
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true }, formHelperText: { disabled: false } }}
            >
              <MenuItem value="">{L.fields.allSpaces}</MenuItem>
              {(sites.data?.items ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            <TextField
              type="date"
              label={L.fields.startDate}
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              disabled={year !== ''}
              {...helper('startDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={L.fields.endDate}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
              disabled={year !== ''}
              {...helper('endDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
            />
            <TextField
              select
              label={L.fields.year}
              value={year}
              onChange={(e) => {
                setYear(e.target.value);
                if (!e.target.value) setMonth('');
              }}
              {...helper('year')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{L.fields.none}</MenuItem>
              {YEARS.map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={L.fields.month}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              disabled={year === ''}
              {...helper('month')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{L.fields.none}</MenuItem>
              {MONTH_NAMES.map((name, i) => (
                <MenuItem key={name} value={String(i + 1)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <FormControl>
            <FormLabel id={formatId}>{L.fields.format}</FormLabel>
            <RadioGroup row aria-labelledby={formatId} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
              {EXPORT_FORMATS.map((f) => (
                <FormControlLabel key={f} value={f} control={<Radio />} label={L.formats[f]} />
              ))}
            </RadioGroup>
          </FormControl>
          {run.step === 'idle' ? (
            <Box>
              <Button type="submit" variant="contained" startIcon={<FileDownload />}>
                {L.submit}
              </Button>
            </Box>
          ) : (
            <ExportProgress run={run} onCancel={cancel} />
          )}
        </Box>
      </SheetCard>
    </Box>
  );
}
