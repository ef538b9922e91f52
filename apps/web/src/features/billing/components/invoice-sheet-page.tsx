import {
  INVOICE_LABELS as I,
  INVOICE_STATE_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  INVOICE_SHEET_LABELS as S,
} from '@hubgrade/domain/billing/labels';
import { INVOICE_TYPE_CREDIT_NOTE } from '@hubgrade/domain/billing/rules';
import type { InvoiceSheet } from '@hubgrade/domain/billing/schemas';
import { INVOICE_SCREEN_LABELS as L } from '@hubgrade/domain/billing/screen-labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDateTime, formatDay } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { ActionButton } from '../../../ui/unavailable-action.tsx';
import { openInvoicePdf, useInvoice } from '../api/invoices.ts';
import { InvoiceLines, InvoiceTotals } from './invoice-lines.tsx';
import { InvoiceStateChip } from './invoice-state-chip.tsx';
import { invoicePage, invoiceRefusals, useInvoiceActions } from './use-invoice-actions.tsx';

type Party = NonNullable<InvoiceSheet['seller']> | InvoiceSheet['buyer'];

function PartyFacts({ title, party }: { title: string; party: Party | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {party === null ? (
        <Typography color="textSecondary">{L.sheet.sellerMissing}</Typography>
      ) : (
        <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {[
            party.name,
            party.addressLine,
            `${party.postcode} ${party.city}`,
            party.siren ? `${L.sheet.siren} ${party.siren}` : null,
            party.vatNumber ? `${L.sheet.vatNumber} ${party.vatNumber}` : null,
            party.email,
          ]
            .filter(Boolean)
            .join('\n')}
        </Typography>
      )}
    </Box>
  );
}

/** A list of a sheet's card, or the sentence saying it is empty. */
function Entries<T>({ items, empty, render }: { items: readonly T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}>
      {items.map(render)}
    </Box>
  );
}

const invoiceLink = (link: { id: number; fullNumber: string; dateCreation: string; totalTtc: number }) => (
  <li key={link.id}>
    <Link component={RouterLink} to={invoicePage(link.id)}>
      {link.fullNumber}
    </Link>{' '}
    · {formatDay(link.dateCreation)} · {formatCents(link.totalTtc)}
  </li>
);

/** Two columns on a wide screen, the second narrower; one on a phone. */
const COLUMNS = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
} as const;

function InvoiceSheetView({ invoice }: { invoice: InvoiceSheet }) {
  const { dialogs, manager, sendInvoice, markUnrecoverable, refundDeposit, credit, pay } = useInvoiceActions({ withOpen: false });
  const creditNote = invoice.type === INVOICE_TYPE_CREDIT_NOTE;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/factures" startIcon={<ArrowBack />}>
          {L.sheet.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {creditNote ? L.sheet.creditNoteTitle(invoice.fullNumber) : L.sheet.title(invoice.fullNumber)}
        </Typography>
        <InvoiceStateChip state={invoice.state} late={invoice.late} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => void openInvoicePdf(invoice)}>
          {L.actions.pdf}
        </Button>
        {manager && invoice.actions.send && (
          <Button variant="contained" onClick={() => sendInvoice(invoice)}>
            {S.send}
          </Button>
        )}
        {manager && invoice.actions.pay && (
          <Button variant="outlined" onClick={() => pay(invoice.id)}>
            {S.pay}
          </Button>
        )}
        {manager && !creditNote && (
          <ActionButton variant="outlined" unavailable={invoiceRefusals.credit(invoice)} onClick={() => credit(invoice)}>
            {S.credit}
          </ActionButton>
        )}
        {manager && invoice.actions.refundDeposit && (
          <Button variant="contained" onClick={() => refundDeposit(invoice)}>
            {L.depositRefund.action}
          </Button>
        )}
        {manager && invoice.actions.unrecoverable && (
          <Button variant="outlined" color="error" onClick={() => markUnrecoverable(invoice)}>
            {S.unrecoverable}
          </Button>
        )}
      </Box>
      <Box sx={COLUMNS}>
        <SheetCard title={L.sheet.parties}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PartyFacts title={S.seller} party={invoice.seller} />
            <PartyFacts title={S.buyer} party={invoice.buyer} />
          </Box>
        </SheetCard>
        <SheetCard title={L.sheet.summary}>
          <FactList
            items={[
              [I.number, invoice.fullNumber],
              [I.type, invoice.isGuaranteeRefund ? L.depositRefund.refundType : INVOICE_TYPE_LABELS[invoice.type]],
              [S.issuedOn, formatDay(invoice.dateCreation)],
              [S.servicePeriod, `${formatDay(invoice.servicePeriod.from)} – ${formatDay(invoice.servicePeriod.to)}`],
              [S.dueOn, invoice.dueOn ? formatDay(invoice.dueOn) : null],
              [I.amountTtc, formatCents(invoice.totalTtc)],
              [S.due, formatCents(invoice.totals.dueCents)],
              [
                S.pdf,
                <Link key="pdf" component="button" sx={{ textAlign: 'left' }} onClick={() => void openInvoicePdf(invoice)}>
                  {S.pdfFileName(invoice.fullNumber)}
                </Link>,
              ],
            ]}
          />
          {invoice.notes.map((note) => (
            <Typography key={note} variant="body2" color="textSecondary">
              {note}
            </Typography>
          ))}
        </SheetCard>
      </Box>
      <InvoiceLines invoice={invoice} />
      <Box sx={COLUMNS}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <InvoiceTotals invoice={invoice} />
          <SheetCard title={S.payments}>
            <Entries
              items={invoice.payments}
              empty={L.sheet.noPayment}
              render={(p) => (
                <li key={p.id}>
                  {formatDay(p.paidOn)} · {PAYMENT_METHOD_LABELS[p.method]} · {formatCents(p.amountCents)}
                  {p.reference ? ` · ${L.sheet.reference(p.reference)}` : ''}
                  {p.recordedBy ? ` (${p.recordedBy})` : ''}
                  {p.reversedOn ? ` · ${L.sheet.reversed(formatDay(p.reversedOn), p.reversalReason ?? '')}` : ''}
                </li>
              )}
            />
          </SheetCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <SheetCard title={creditNote ? S.creditedInvoice : S.creditNotes}>
            {creditNote ? (
              <Entries items={invoice.creditedInvoice ? [invoice.creditedInvoice] : []} empty={L.sheet.noCreditNote} render={invoiceLink} />
            ) : (
              <Entries items={invoice.creditNotes} empty={L.sheet.noCreditNote} render={invoiceLink} />
            )}
          </SheetCard>
          <SheetCard title={S.history}>
            <Entries
              items={invoice.events}
              empty={L.sheet.noHistory}
              render={(e) => (
                <li key={e.id}>
                  {formatDateTime(e.at)} — {S.events[e.event] ?? e.event} → {INVOICE_STATE_LABELS[e.state]}
                  {e.by ? ` (${e.by})` : ''}
                  {e.note ? ` · ${e.note}` : ''}
                </li>
              )}
            />
          </SheetCard>
          <SheetCard title={S.mails}>
            <Entries
              items={invoice.mails}
              empty={L.sheet.noMail}
              render={(m) => (
                <li key={m.id}>
                  {m.sentAt ? formatDateTime(m.sentAt) : `${formatDateTime(m.createdAt)} (${L.sheet.notSent})`} · {m.to} · {m.subject}
                </li>
              )}
            />
          </SheetCard>
        </Box>
      </Box>
      {dialogs}
    </Box>
  );
}

/** /factures/{id}: the invoice's sheet, its actions as in the table. */
export function InvoiceSheetPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const invoice = useInvoice(valid ? id : 0, valid);
  if (!valid) return <ErrorView status={404} />;
  if (invoice.error) return <ErrorView status={invoice.error instanceof ApiError ? invoice.error.status : 500} />;
  if (!invoice.data) return <PageLoader />;
  return <InvoiceSheetView invoice={invoice.data} />;
}
