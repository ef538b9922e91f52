import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { LandlordDue } from '@hubgrade/domain/payment-orders/schemas';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSaveLandlordAccount } from '../api/payment-orders.ts';
import { FormDialog, useFieldErrors } from './form-dialog.tsx';

const F = L.fields;

/** A landlord's RIB: the holder, the IBAN and the BIC, checked by the server (checksum, French refusals). */
export function BankAccountDialog({ landlord, onClose }: { landlord: LandlordDue; onClose: () => void }) {
  const save = useSaveLandlordAccount();
  const [holder, setHolder] = useState(landlord.account?.holder ?? landlord.landlordName);
  // The IBAN is only ever shown masked: it is typed again in full.
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState(landlord.account?.bic ?? '');
  const { field, onError } = useFieldErrors();
  return (
    <FormDialog
      title={L.bankAccountDialog.title(landlord.landlordName)}
      mutation={save}
      variables={{ landlordId: landlord.landlordId, body: { holder, iban, bic } }}
      success={L.bankAccountDialog.saved}
      onError={onError}
      onClose={onClose}
    >
      <TextField label={F.holder} value={holder} onChange={(e) => setHolder(e.target.value)} {...field('holder')} />
      <TextField label={F.iban} value={iban} onChange={(e) => setIban(e.target.value)} {...field('iban')} />
      <TextField label={F.bic} value={bic} onChange={(e) => setBic(e.target.value)} {...field('bic')} />
    </FormDialog>
  );
}
