import { lineAmounts } from '@hubgrade/domain/billing/document';
import { INVOICE_SHEET_LABELS as S } from '@hubgrade/domain/billing/labels';
import { INVOICE_SCREEN_LABELS as L, VAT_RATE_CHOICES, vatRateText } from '@hubgrade/domain/billing/screen-labels';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { formatCents, parseEuros } from '@hubgrade/domain/format/money';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { useCreateInvoice } from '../api/invoices.ts';
import { fieldMessagesByPath } from './field-messages.ts';

/** One line as typed: texts, so that a half-typed amount stays on screen. */
interface DraftLine {
  key: number;
  designation: string;
  quantity: string;
  unitPrice: string;
  vatRate: number;
}

let nextKey = 0;
const emptyLine = (): DraftLine => ({ key: nextKey++, designation: '', quantity: '1', unitPrice: '', vatRate: 2000 });

/** A quantity typed with a comma or a point; NaN when it is none. */
const quantityOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The line's amounts as the server will compute them (HT, VAT rounded on the line), or null while it is not a line yet. */
function amountsOf(line: DraftLine) {
  const quantity = quantityOf(line.quantity);
  const unitPriceCents = parseEuros(line.unitPrice);
  if (!Number.isFinite(quantity) || unitPriceCents === null) return null;
  return lineAmounts(quantity, unitPriceCents, line.vatRate);
}

/** Totals per VAT rate and overall, summed from the lines' own rounded amounts. */
function totalsOf(lines: DraftLine[]) {
  const byRate = new Map<number, { baseCents: number; vatCents: number }>();
  let htCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    const amounts = amountsOf(line);
    if (!amounts) continue;
    const group = byRate.get(line.vatRate) ?? { baseCents: 0, vatCents: 0 };
    group.baseCents += amounts.htCents;
    group.vatCents += amounts.vatCents;
    byRate.set(line.vatRate, group);
    htCents += amounts.htCents;
    vatCents += amounts.vatCents;
  }
  return { byRate: [...byRate].sort(([a], [b]) => b - a), htCents, vatCents, ttcCents: htCents + vatCents };
}

function LineFields({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: (() => void) | null;
}) {
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const amounts = amountsOf(line);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(160px, 3fr) minmax(80px, 0.7fr) minmax(160px, 1.3fr) minmax(96px, 0.8fr) minmax(130px, 1fr) 40px',
        },
        borderTop: { xs: index > 0 ? 1 : 0, md: 0 },
        borderColor: 'divider',
        pt: { xs: index > 0 ? 1.5 : 0, md: 0 },
      }}
    >
      <TextField
        required
        size="small"
        label={`${S.designation} ${index + 1}`}
        value={line.designation}
        onChange={(event) => onChange({ designation: event.target.value })}
        error={Boolean(error('designation'))}
        helperText={error('designation')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        required
        size="small"
        label={S.quantity}
        value={line.quantity}
        onChange={(event) => onChange({ quantity: event.target.value })}
        error={Boolean(error('quantity')) || (line.quantity !== '' && !Number.isFinite(quantityOf(line.quantity)))}
        helperText={
          error('quantity') ?? (line.quantity !== '' && !Number.isFinite(quantityOf(line.quantity)) ? L.form.quantityInvalid : undefined)
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        required
        size="small"
        label={S.unitPrice}
        value={line.unitPrice}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        onChange={(event) => onChange({ unitPrice: event.target.value })}
        error={Boolean(error('unitPriceCents')) || (line.unitPrice !== '' && parseEuros(line.unitPrice) === null)}
        helperText={
          error('unitPriceCents') ?? (line.unitPrice !== '' && parseEuros(line.unitPrice) === null ? L.form.unitPriceInvalid : undefined)
        }
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <TextField
        select
        size="small"
        label={S.vatRate}
        value={line.vatRate}
        onChange={(event) => onChange({ vatRate: Number(event.target.value) })}
        error={Boolean(error('vatRate'))}
        helperText={error('vatRate')}
      >
        {VAT_RATE_CHOICES.map((rate) => (
          <MenuItem key={rate} value={rate}>
            {vatRateText(rate)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={S.lineTtc}
        value={amounts ? formatCents(amounts.ttcCents) : ''}
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true }, htmlInput: { tabIndex: -1 } }}
      />
      <IconButton
        aria-label={L.form.removeLine(index + 1)}
        onClick={onRemove ?? undefined}
        disabled={onRemove === null}
        sx={{ mt: 0.5, justifySelf: { xs: 'end', md: 'center' } }}
      >
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}

/**
 * /factures/nouvelle: a one-shot invoice, issued at once. The client is a member (their company is
 * the buyer when they have one); each line gives its designation, quantity, unit price in euros
 * and VAT rate, the totals follow as typed. A refusal keeps everything typed, each field's message
 * beside it.
 */
export function NewInvoicePage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = useCreateInvoice();
  const [client, setClient] = useState<PickedUser | null>(null);
  const picker = useBookableUserPicker(null, true);
  const [lines, setLines] = useState<DraftLine[]>(() => [emptyLine()]);
  const [dueOn, setDueOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const totals = totalsOf(lines);

  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!client) return setErrors({ userId: L.form.clientRequired });
    setErrors({});
    create.mutate(
      {
        userId: client.id,
        lines: lines.map((line) => ({
          designation: line.designation,
          quantity: quantityOf(line.quantity),
          unitPriceCents: parseEuros(line.unitPrice) ?? Number.NaN,
          vatRate: line.vatRate,
        })),
        dueOn: dueOn || undefined,
      },
      {
        onSuccess: (invoice) => {
          snackbar.success({ message: L.form.done });
          navigate(`/factures/${invoice.id}`);
        },
        onError: (error) => {
          const fields = fieldMessagesByPath(error);
          setErrors(fields);
          const general = fields.lines ?? (Object.keys(fields).length === 0 ? error.message : null);
          setFailure(error instanceof ApiError && error.status > 0 ? general : SNACKBAR_LABELS.error);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 1200, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/factures" startIcon={<ArrowBack />}>
          {L.sheet.back}
        </Button>
      </Box>
      <PageHeader title={L.form.title} intro={L.form.intro} />
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <SheetCard title={S.buyer}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
            <UserPicker
              label={L.form.client}
              value={client}
              onChange={setClient}
              options={picker.options}
              loading={picker.loading}
              onSearch={picker.onSearch}
              error={errors.userId}
              testId="invoice-client"
            />
            <TextField
              type="date"
              label={L.form.dueOn}
              value={dueOn}
              onChange={(event) => setDueOn(event.target.value)}
              error={Boolean(errors.dueOn)}
              helperText={errors.dueOn}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </SheetCard>
        <SheetCard
          title={L.form.lines}
          action={
            <Button startIcon={<Add />} onClick={() => setLines((current) => [...current, emptyLine()])}>
              {L.form.addLine}
            </Button>
          }
        >
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {lines.map((line, index) => (
              <LineFields
                key={line.key}
                line={line}
                index={index}
                errors={errors}
                onChange={(patch) => change(line.key, patch)}
                onRemove={lines.length > 1 ? () => setLines((current) => current.filter((l) => l.key !== line.key)) : null}
              />
            ))}
          </Box>
        </SheetCard>
        <SheetCard title={L.sheet.totals}>
          <FactList
            items={[
              ...totals.byRate.map(
                ([rate, group]) =>
                  [
                    `${L.sheet.base} ${vatRateText(rate)}`,
                    `${formatCents(group.baseCents)} · ${S.lineVat} ${formatCents(group.vatCents)}`,
                  ] as [string, string],
              ),
              [S.totalHt, formatCents(totals.htCents)],
              [S.totalVat, formatCents(totals.vatCents)],
              [S.totalTtc, <strong key="ttc">{formatCents(totals.ttcCents)}</strong>],
            ]}
          />
        </SheetCard>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
          <Button component={RouterLink} to="/factures">
            {L.form.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {L.form.submit}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
