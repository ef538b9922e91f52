import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { OffPlatformBody } from '@hubgrade/domain/contracts/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateOffPlatform } from '../api/contracts.ts';

const F = L.form;
const EMPTY = {
  tenantId: '',
  tenantCompanyId: '',
  landlordId: '',
  landlordName: '',
  city: '',
  startDate: '',
  endDate: '',
  duration: '12',
  rent: '',
  deposit: '',
  type: '1',
};

/** The body field each form field whose name differs answers for, for the server's field errors. */
const BODY_FIELDS: Partial<Record<keyof typeof EMPTY, string>> = { rent: 'rentCents', deposit: 'depositCents', type: 'contractType' };

/** The form's text values as the POST /bookings-hp body; the server checks the rest (scope, dates). */
function bodyOf(v: typeof EMPTY, landlordIsUser: boolean, signed: boolean): OffPlatformBody {
  const id = (text: string) => (text.trim() ? Number(text) : null);
  return {
    tenantId: Number(v.tenantId),
    tenantCompanyId: id(v.tenantCompanyId),
    landlordId: landlordIsUser ? id(v.landlordId) : null,
    landlordName: landlordIsUser ? null : v.landlordName.trim() || null,
    city: v.city.trim() || null,
    startDate: v.startDate,
    endDate: v.endDate || null,
    durationMonths: Number(v.duration),
    rentCents: Math.round(Number(v.rent.replace(',', '.')) * 100),
    depositCents: v.deposit.trim() ? Math.round(Number(v.deposit.replace(',', '.')) * 100) : 0,
    contractType: v.type === '4' ? 4 : 1,
    state: signed ? 3 : 0,
  };
}

/** POST /bookings-hp: an off-platform contract, already signed or as a draft. */
export function OffPlatformDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [landlordIsUser, setLandlordIsUser] = useState(false);
  const [signed, setSigned] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateOffPlatform();
  const { run } = useMutationFeedback();
  const navigate = useNavigate();
  const field = (name: keyof typeof EMPTY) => {
    const key = BODY_FIELDS[name] ?? name;
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
      error: Boolean(errors[key]),
      helperText: errors[key]?.[0],
      size: 'small' as const,
    };
  };
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = () =>
    run(create, bodyOf(values, landlordIsUser, signed), {
      success: L.done.created,
      onSuccess: (contract) => {
        close();
        navigate(`/bookings/${contract.id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.errors ?? {});
      },
      error: (error) => (error instanceof ApiError && error.status === 400 ? error.message : undefined),
    });
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{F.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
          <TextField label={F.tenantId} required inputMode="numeric" {...field('tenantId')} />
          <TextField label={F.tenantCompanyId} inputMode="numeric" {...field('tenantCompanyId')} />
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Checkbox checked={landlordIsUser} onChange={(event) => setLandlordIsUser(event.target.checked)} />}
            label={F.landlordIsUser}
          />
          {landlordIsUser ? (
            <TextField label={F.landlordId} required inputMode="numeric" {...field('landlordId')} />
          ) : (
            <TextField label={F.landlordName} required {...field('landlordName')} />
          )}
          <TextField label={F.city} {...field('city')} />
          <TextField type="date" label={F.startDate} required slotProps={{ inputLabel: { shrink: true } }} {...field('startDate')} />
          <TextField type="date" label={F.endDate} slotProps={{ inputLabel: { shrink: true } }} {...field('endDate')} />
          <TextField label={F.duration} type="number" {...field('duration')} />
          <TextField label={F.rent} required inputMode="decimal" {...field('rent')} />
          <TextField label={F.deposit} inputMode="decimal" {...field('deposit')} />
          <TextField select label={F.type} {...field('type')}>
            <MenuItem value="1">{L.contractTypes[1]}</MenuItem>
            <MenuItem value="4">{L.contractTypes[4]}</MenuItem>
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={signed} onChange={(event) => setSigned(event.target.checked)} />}
            label={F.signed}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{F.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || !values.tenantId || !values.startDate || !values.rent}>
          {F.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
