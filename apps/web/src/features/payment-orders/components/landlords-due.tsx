import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { LandlordDue } from '@hubgrade/domain/payment-orders/schemas';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useLandlordsDue } from '../api/payment-orders.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { PlainTable } from './plain-table.tsx';

const F = L.fields;

/** The landlords their sent statements say are owed, largest first, each with the account a transfer order pays. */
export function LandlordsDue() {
  const [page, setPage] = useState(1);
  const due = useLandlordsDue({ page });
  const [editing, setEditing] = useState<LandlordDue | null>(null);
  return (
    <SheetCard title={L.landlordsDue.title}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {L.landlordsDue.intro}
      </Typography>
      <PlainTable
        label={L.landlordsDue.title}
        rows={due.data?.items ?? []}
        rowKey={(d) => `${d.landlordId}-${d.brandId ?? 0}`}
        empty={due.isPending ? '' : L.landlordsDue.empty}
        paging={{ page, total: due.data?.total ?? 0, onPage: setPage }}
        columns={[
          { header: L.byKind.virement.party, cell: (d) => d.landlordName },
          { header: F.brand, cell: (d) => d.brandName },
          { header: F.statements, cell: (d) => d.statementNumbers.join(', ') },
          { header: F.amount, align: 'right', cell: (d) => formatCents(d.amountCents) },
          {
            header: F.account,
            cell: (d) => (
              <Button size="small" color={d.account ? 'primary' : 'warning'} onClick={() => setEditing(d)}>
                {d.account ? `${d.account.iban} · ${d.account.bic}` : L.landlordsDue.noAccount}
              </Button>
            ),
          },
        ]}
      />
      {editing && <BankAccountDialog landlord={editing} onClose={() => setEditing(null)} />}
    </SheetCard>
  );
}
