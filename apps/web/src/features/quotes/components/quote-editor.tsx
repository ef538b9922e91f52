import { parseEuros } from '@hubgrade/domain/format/money';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import {
  formatVatRate,
  QUOTE_DEFAULT_VALIDITY_DAYS,
  QUOTE_DEFAULT_VAT_RATE,
  QUOTE_VAT_RATES,
  quoteTotals,
} from '@hubgrade/domain/quotes/rules';
import type { Quote, QuoteInput, QuoteLineBody, QuoteProductOption } from '@hubgrade/domain/quotes/schemas';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Inventory2 from '@mui/icons-material/Inventory2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { formatCents } from '../../../lib/format.ts';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { useCreateQuote, useUpdateQuote } from '../api/quotes.ts';
import { ProductPicker, productPrice } from './product-picker.tsx';
import { QuoteActions } from './quote-actions.tsx';
import { QuoteLinesTable, QuoteTotals, type ShownLine } from './quote-lines-table.tsx';
import { type SlotChoice, SlotDialog } from './slot-dialog.tsx';

/** A product as a line shows it: its price and VAT as the catalogue gave them. */
type LineProduct = Pick<QuoteProductOption, 'id' | 'name' | 'unit' | 'unitPriceCents' | 'vatRate'>;
type FreeLine = { key: string; kind: 'free'; designation: string; quantity: string; unitPrice: string; vatRate: number };
type ProductLine = { key: string; kind: 'product'; product: LineProduct | null; designation: string; quantity: string };
type EditorLine = FreeLine | ProductLine | { key: string; kind: 'slot'; slot: SlotChoice; vatRate: number };

let keys = 0;
const nextKey = () => `line-${++keys}`;
const emptyProductLine = (): EditorLine => ({ key: nextKey(), kind: 'product', product: null, designation: '', quantity: '1' });
const emptyLine = (): EditorLine => ({
  key: nextKey(),
  kind: 'free',
  designation: '',
  quantity: '1',
  unitPrice: '',
  vatRate: QUOTE_DEFAULT_VAT_RATE,
});

const quantityText = (quantity: number) => String(quantity).replace('.', ',');

/** The lines but the untouched free one a new quote starts with, when another kind of line is added. */
const withoutBlankFreeLines = (lines: EditorLine[]) =>
  lines.filter((l) => l.kind !== 'free' || l.designation.trim() !== '' || l.unitPrice !== '');

function linesOf(quote: Quote | null): EditorLine[] {
  if (!quote) return [emptyLine()];
  return quote.lines.map((line): EditorLine => {
    if (line.slot) {
      const { kind, placeId, day, start, end } = line.slot;
      return {
        key: nextKey(),
        kind: 'slot',
        vatRate: line.vatRate,
        slot: { kind, placeId, day, start, end, designation: line.designation, unitPriceCents: line.unitPriceCents },
      };
    }
    if (line.product) {
      const { unitPriceCents, vatRate } = line;
      return {
        key: nextKey(),
        kind: 'product',
        product: { ...line.product, unitPriceCents, vatRate },
        designation: line.designation,
        quantity: quantityText(line.quantity),
      };
    }
    return {
      key: nextKey(),
      kind: 'free',
      designation: line.designation,
      quantity: quantityText(line.quantity),
      unitPrice: centsToEurosText(line.unitPriceCents),
      vatRate: line.vatRate,
    };
  });
}

const quantityOf = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/** The line as the API takes it; a slot is named and priced again by the server, a product priced from the catalogue. */
function bodyLine(line: EditorLine): QuoteLineBody | null {
  if (line.kind === 'product') {
    const quantity = quantityOf(line.quantity);
    if (line.product === null || quantity === null) return null;
    const designation = line.designation.trim();
    return { kind: 'product', productId: line.product.id, quantity, ...(designation ? { designation } : {}) };
  }
  if (line.kind === 'slot') {
    const { kind, placeId, day, start, end } = line.slot;
    return kind === 'meetingRoom'
      ? { kind, roomId: placeId, day, start, end, vatRate: line.vatRate }
      : { kind, spaceId: placeId, day, start, end, vatRate: line.vatRate };
  }
  const quantity = quantityOf(line.quantity);
  const unitPriceCents = parseEuros(line.unitPrice);
  if (quantity === null || unitPriceCents === null || line.designation.trim() === '') return null;
  return { kind: 'free', designation: line.designation.trim(), quantity, unitPriceCents, vatRate: line.vatRate };
}

/** What a line weighs in the live totals: an incomplete line counts for nothing yet. */
function amountsOf(line: EditorLine) {
  if (line.kind === 'slot') return { quantity: 1, unitPriceCents: line.slot.unitPriceCents, vatRate: line.vatRate };
  if (line.kind === 'product') {
    const { unitPriceCents = 0, vatRate = QUOTE_DEFAULT_VAT_RATE } = line.product ?? {};
    return { quantity: quantityOf(line.quantity) ?? 0, unitPriceCents, vatRate };
  }
  return { quantity: quantityOf(line.quantity) ?? 0, unitPriceCents: parseEuros(line.unitPrice) ?? 0, vatRate: line.vatRate };
}

/**
 * The quote's editor (a new quote, a request or a draft): the client, the validity, the lines
 * (free ones typed here, products picked from the client's brand's catalogue, slots chosen in the
 * slot dialog) with their totals as they are typed,
 * the comment; then its moves (send, cancel) once saved.
 */
export function QuoteEditor({ quote }: { quote: Quote | null }) {
  const navigate = useNavigate();
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const { run, dialog } = useMutationFeedback();
  const picker = useBookableUserPicker(null, true);
  const [client, setClient] = useState<PickedUser | null>(quote?.client ?? null);
  const [expirationDate, setExpirationDate] = useState(quote?.expirationDate ?? addParisDays(parisDay(), QUOTE_DEFAULT_VALIDITY_DAYS));
  const [subscription, setSubscription] = useState(quote?.subscription ?? false);
  const [comment, setComment] = useState(quote?.comment ?? '');
  const [lines, setLines] = useState<EditorLine[]>(() => linesOf(quote));
  const [slotFor, setSlotFor] = useState<{ key: string | null; initial: SlotChoice | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dirty, setDirty] = useState(quote === null);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };
  const patchLine = (key: string, patch: Partial<Omit<FreeLine, 'key' | 'kind'>> | Partial<Omit<ProductLine, 'key' | 'kind'>>) =>
    change(setLines)(lines.map((l) => (l.key === key ? ({ ...l, ...patch } as EditorLine) : l)));
  const totals = quoteTotals(lines.map(amountsOf));

  const save = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = lines.map(bodyLine);
    if (!client) return setRefusal(L.refusals.unknownClient);
    if (body.length === 0) return setRefusal(L.refusals.noLines);
    if (body.some((l) => l === null)) return setRefusal(L.refusals.incompleteLine);
    const input: QuoteInput = { client: client.id, expirationDate, subscription, comment, lines: body as QuoteLineBody[] };
    const onError = (error: Error) => setRefusal(fieldRefusal(error) ?? error.message);
    if (quote === null) {
      return void run(create, input, { onError, onSuccess: (saved) => navigate(`/devis/${saved.id}`, { replace: true }) });
    }
    return void run(update, { id: quote.id, body: input }, { onError, onSuccess: () => setDirty(false) });
  };

  const shown: ShownLine[] = lines.map((line) => {
    const remove = (
      <IconButton
        key="remove"
        aria-label={L.actions.removeLine}
        size="small"
        onClick={() => change(setLines)(lines.filter((l) => l.key !== line.key))}
      >
        <Delete fontSize="small" />
      </IconButton>
    );
    const quantity = line.kind !== 'slot' && (
      <TextField
        size="small"
        value={line.quantity}
        onChange={(e) => patchLine(line.key, { quantity: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': L.fields.quantity, inputMode: 'decimal' } }}
      />
    );
    const vat = line.kind !== 'product' && (
      <TextField
        key="vat"
        select
        size="small"
        value={line.vatRate}
        onChange={(e) => patchLine(line.key, { vatRate: Number(e.target.value) })}
        slotProps={{ htmlInput: { 'aria-label': L.fields.vatRate } }}
      >
        {QUOTE_VAT_RATES.map((rate) => (
          <MenuItem key={rate} value={rate}>
            {formatVatRate(rate)}
          </MenuItem>
        ))}
      </TextField>
    );
    const amounts = quoteTotals([amountsOf(line)]);
    if (line.kind === 'product') {
      const { product } = line;
      return {
        key: line.key,
        designation: product ? (
          <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
            <TextField
              size="small"
              fullWidth
              value={line.designation}
              placeholder={product.name}
              onChange={(e) => patchLine(line.key, { designation: e.target.value })}
              slotProps={{ htmlInput: { 'aria-label': L.fields.designation, maxLength: 300 } }}
            />
            <Typography variant="body2" color="text.secondary">
              {`${L.kinds.product} : ${product.name} · ${productPrice(product)}`}
            </Typography>
            <Link component="button" type="button" variant="body2" onClick={() => patchLine(line.key, { product: null })}>
              {L.actions.changeProduct}
            </Link>
          </Box>
        ) : (
          <ProductPicker
            client={client?.id ?? null}
            subscription={subscription}
            onChange={(picked) => patchLine(line.key, { product: picked, designation: picked.name })}
          />
        ),
        quantity,
        unitPrice: product ? formatCents(product.unitPriceCents) : '',
        vatRate: product ? formatVatRate(product.vatRate) : '',
        htCents: amounts.htCents,
        actions: remove,
      };
    }
    if (line.kind === 'slot') {
      return {
        key: line.key,
        designation: (
          <Box sx={{ display: 'grid', justifyItems: 'start' }}>
            {line.slot.designation}
            <Link component="button" type="button" variant="body2" onClick={() => setSlotFor({ key: line.key, initial: line.slot })}>
              {L.actions.changeSlot}
            </Link>
          </Box>
        ),
        quantity: '1',
        unitPrice: formatCents(line.slot.unitPriceCents),
        vatRate: vat,
        htCents: amounts.htCents,
        actions: remove,
      };
    }
    return {
      key: line.key,
      designation: (
        <TextField
          size="small"
          fullWidth
          value={line.designation}
          onChange={(e) => patchLine(line.key, { designation: e.target.value })}
          slotProps={{ htmlInput: { 'aria-label': L.fields.designation, maxLength: 300 } }}
        />
      ),
      quantity,
      unitPrice: (
        <TextField
          size="small"
          value={line.unitPrice}
          onChange={(e) => patchLine(line.key, { unitPrice: e.target.value })}
          slotProps={{ htmlInput: { 'aria-label': L.fields.unitPrice, inputMode: 'decimal' } }}
        />
      ),
      vatRate: vat,
      htCents: amounts.htCents,
      actions: remove,
    };
  });

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <SheetCard title={L.fields.client}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <UserPicker label={L.fields.client} value={client} onChange={change(setClient)} {...picker} testId="quote-client" />
          <TextField
            required
            type="date"
            label={L.fields.expirationDate}
            value={expirationDate}
            onChange={(e) => change(setExpirationDate)(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: quote?.dateDemande ?? parisDay() } }}
          />
        </Box>
        <FormControlLabel
          control={<Switch checked={subscription} onChange={(e) => change(setSubscription)(e.target.checked)} />}
          label={L.fields.subscription}
        />
      </SheetCard>
      <SheetCard title={L.fields.lines}>
        <QuoteLinesTable lines={shown} editing />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<Add />} onClick={() => change(setLines)([...lines, emptyLine()])}>
            {L.actions.addLine}
          </Button>
          <Button startIcon={<Inventory2 />} onClick={() => change(setLines)([...withoutBlankFreeLines(lines), emptyProductLine()])}>
            {L.actions.addProduct}
          </Button>
          <Button startIcon={<EventAvailable />} onClick={() => setSlotFor({ key: null, initial: null })}>
            {L.actions.addSlot}
          </Button>
        </Box>
        <QuoteTotals totals={totals} subscription={subscription} />
      </SheetCard>
      <SheetCard title={L.fields.comment}>
        <TextField
          multiline
          minRows={2}
          label={L.fields.comment}
          value={comment}
          onChange={(e) => change(setComment)(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </SheetCard>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={create.isPending || update.isPending || !dirty}>
          {quote === null ? L.actions.create : L.actions.save}
        </Button>
        {quote && <QuoteActions quote={quote} disabled={dirty} />}
      </Box>
      {slotFor && (
        <SlotDialog
          open
          initial={slotFor.initial}
          onClose={() => setSlotFor(null)}
          onChoose={(slot) => {
            const chosen: EditorLine = { key: slotFor.key ?? nextKey(), kind: 'slot', slot, vatRate: QUOTE_DEFAULT_VAT_RATE };
            change(setLines)(
              slotFor.key === null
                ? [...withoutBlankFreeLines(lines), chosen]
                : lines.map((l) => (l.key === slotFor.key && l.kind === 'slot' ? { ...chosen, vatRate: l.vatRate } : l)),
            );
            setSlotFor(null);
          }}
        />
      )}
      {dialog}
    </Box>
  );
}
