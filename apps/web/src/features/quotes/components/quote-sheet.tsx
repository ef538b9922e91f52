import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import type { Quote } from '@hubgrade/domain/quotes/schemas';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatCents, formatDateTime, formatDay } from '../../../lib/format.ts';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { QuoteActions } from './quote-actions.tsx';
import { quoteAmount } from './quote-columns.tsx';
import { QuoteLinesTable, QuoteTotals } from './quote-lines-table.tsx';

/** A quote that can no longer change (sent and after): its parties, lines, totals, history and moves. */
export function QuoteSheet({ quote }: { quote: Quote }) {
  const client = quote.client;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <QuoteActions quote={quote} />
      <SheetCard title={L.title}>
        <FactList
          items={[
            [L.fields.number, quote.number],
            [
              L.fields.client,
              `${client.firstName} ${client.lastName}${client.companyName ? ` (${client.companyName})` : ''} – ${client.email}`,
            ],
            [L.fields.dateDemande, formatDay(quote.dateDemande)],
            [L.fields.expirationDate, formatDay(quote.expirationDate)],
            [L.fields.ht, quoteAmount(quote.ht, quote.subscription)],
            ...(quote.acceptedAt ? [[L.fields.acceptedAt, formatDateTime(quote.acceptedAt)] as [string, string]] : []),
            ...(quote.comment ? [[L.fields.comment, quote.comment] as [string, string]] : []),
          ]}
        />
      </SheetCard>
      <SheetCard title={L.fields.lines}>
        <QuoteLinesTable
          lines={quote.lines.map((line) => ({
            key: String(line.position),
            designation: line.designation,
            quantity: String(line.quantity).replace('.', ','),
            unitPrice: formatCents(line.unitPriceCents),
            vatRate: formatVatRate(line.vatRate),
            htCents: line.htCents,
          }))}
        />
        <QuoteTotals
          totals={{ htCents: quote.ht, vatCents: quote.vat, ttcCents: quote.ttc, vatBreakdown: quote.vatBreakdown }}
          subscription={quote.subscription}
        />
      </SheetCard>
      <SheetCard title={L.fields.history}>
        <List dense disablePadding>
          {quote.events.map((event) => (
            <ListItem key={`${event.at}-${event.state}`} disableGutters>
              <ListItemText primary={event.stateName} secondary={`${formatDateTime(event.at)}${event.by ? ` – ${event.by}` : ''}`} />
            </ListItem>
          ))}
        </List>
      </SheetCard>
    </Box>
  );
}
