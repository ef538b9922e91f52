import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import type { CardPaymentOutcome } from '@hubgrade/domain/card-payments/schemas';
import CreditCard from '@mui/icons-material/CreditCard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useConfirmCardPayment, useStartCardPayment } from '../api/card-payments.ts';

/** Sends the browser to the checkout's page; the page itself is left by the provider's return. */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/** « Payer par carte »: opens a checkout for what the invoice still owes and goes to it. */
export function CardPaymentButton({ invoiceId }: { invoiceId: number }) {
  const start = useStartCardPayment();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pay = () => {
    setFailure(null);
    start.mutate(invoiceId, {
      onSuccess: (checkout) => {
        setLeaving(true);
        goTo.assign(checkout.url);
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.message : L.refusals.unavailable),
    });
  };
  const busy = start.isPending || leaving;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', minWidth: 0 }}>
      <Button variant="contained" startIcon={<CreditCard />} onClick={pay} disabled={busy}>
        {busy ? L.paying : L.pay}
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}

/**
 * The return from the checkout (`?paiement-carte={id}` in the address): asks the API for the
 * outcome once, says it (« Paiement par carte accepté », « Paiement refusé : … »), and takes the
 * parameter out of the address so a reload does not ask again.
 */
export function CardPaymentReturn() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('paiement-carte');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const confirm = useConfirmCardPayment();
  const [outcome, setOutcome] = useState<CardPaymentOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || asked.current === id) return;
    asked.current = id;
    confirm.mutate(id, {
      onSuccess: setOutcome,
      onError: (error) => setFailure(error instanceof ApiError ? error.message : L.refusals.unavailable),
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('paiement-carte');
            return next;
          },
          { replace: true },
        ),
    });
  }, [id, confirm, setParams]);
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!outcome) return null;
  return (
    <Alert severity={outcome.state === 'paid' ? 'success' : 'error'} role="status">
      {outcome.message}
    </Alert>
  );
}
