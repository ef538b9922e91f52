import { isAdmin } from '@hubgrade/domain/auth/roles';
import type { CommissionRates, LandlordRate } from '@hubgrade/domain/statements/commission-schemas';
import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { formatRate, STATEMENT_PAGE_SIZE } from '@hubgrade/domain/statements/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { useLocalListControl } from '../../../ui/data-table/list-control.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCommissionChanges, useCommissionRates, useSaveBrandCommission } from '../api/commissions.ts';
import { COMMISSION_CHANGE_COLUMNS, LANDLORD_RATE_COLUMNS } from './commission-columns.tsx';
import { percentText, RateField, readPercent } from './rate-field.tsx';

const landlordRowId = (row: LandlordRate) => String(row.landlordId);
const changeRowId = (row: { id: number }) => String(row.id);

/** The brand's rate, and its form for an administrator. */
function BrandRate({ rates, editable }: { rates: CommissionRates; editable: boolean }) {
  const save = useSaveBrandCommission();
  const { run, dialog } = useMutationFeedback();
  const [text, setText] = useState(percentText(rates.rate));
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = readPercent(text, false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.valid || typed.rate === null) {
      setRefusal(L.refusals.rate);
      return;
    }
    setRefusal(null);
    void run(save, { brand: rates.brand, rate: typed.rate }, { success: L.saved, onError: (error) => setRefusal(fieldRefusal(error)) });
  };

  return (
    <SheetCard title={L.brandRate}>
      <FactList
        items={[
          [L.brandRate, `${formatRate(rates.rate)} HT`],
          [L.vatRate, formatRate(rates.vatRate)],
        ]}
      />
      {editable && (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <RateField value={text} onChange={setText} refusal={refusal} />
          <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: 1 }}>
            {L.save}
          </Button>
        </Box>
      )}
      {dialog}
    </SheetCard>
  );
}

/** The landlords with a rate of their own, 20 a page (the list is read whole: they are the exceptions). */
function LandlordRates({ rates }: { rates: CommissionRates }) {
  const control = useLocalListControl();
  const start = (control.page - 1) * STATEMENT_PAGE_SIZE;
  const list = {
    data: { items: rates.landlords.slice(start, start + STATEMENT_PAGE_SIZE), total: rates.landlords.length },
    isPending: false,
    isFetching: false,
    isPlaceholderData: false,
    isError: false,
    error: null,
    refetch: () => undefined,
  };
  return (
    <SheetCard title={L.landlordsTitle}>
      <Typography color="textSecondary">{L.landlordsHint}</Typography>
      <DataTable
        label={L.landlordsTitle}
        columns={LANDLORD_RATE_COLUMNS}
        list={list}
        getRowId={landlordRowId}
        pageSize={STATEMENT_PAGE_SIZE}
        control={control}
        emptyText={L.landlordsEmpty}
      />
    </SheetCard>
  );
}

function RateHistory({ brand }: { brand: number | undefined }) {
  const control = useLocalListControl();
  const changes = useCommissionChanges(brand, control.page, STATEMENT_PAGE_SIZE);
  return (
    <SheetCard title={L.historyTitle}>
      <DataTable
        label={L.historyTitle}
        columns={COMMISSION_CHANGE_COLUMNS}
        list={changes}
        getRowId={changeRowId}
        pageSize={STATEMENT_PAGE_SIZE}
        control={control}
        emptyText={L.historyEmpty}
      />
    </SheetCard>
  );
}

/** The main platform's staff choose the brand by its number (empty: the platform); a brand's staff see their own. */
function BrandChoice({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label={L.brandField}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { min: 1 } }}
      sx={{ width: { xs: '100%', sm: 280 } }}
    />
  );
}

/** /commissions: the brand's commission rate, its landlords' own rates and the history of both. */
export function CommissionRatesPage() {
  const user = useCurrentUser();
  const [brandText, setBrandText] = useState('');
  const brand = /^[1-9]\d{0,8}$/.test(brandText) ? Number(brandText) : undefined;
  const rates = useCommissionRates(brand);
  const editable = isAdmin(user.data?.roles ?? []);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.intro} />
      {user.data?.brand === null && <BrandChoice value={brandText} onChange={setBrandText} />}
      {rates.isPending ? (
        <PageLoader />
      ) : rates.isError ? (
        brand !== undefined && rates.error instanceof ApiError && rates.error.status === 400 ? (
          <Alert severity="warning">{rates.error.message}</Alert>
        ) : (
          <ErrorView status={rates.error instanceof ApiError ? rates.error.status : 500} />
        )
      ) : (
        <>
          <BrandRate key={rates.data.brand ?? 0} rates={rates.data} editable={editable} />
          <LandlordRates key={`landlords-${rates.data.brand ?? 0}`} rates={rates.data} />
          <RateHistory key={`history-${rates.data.brand ?? 0}`} brand={brand} />
        </>
      )}
    </Box>
  );
}
