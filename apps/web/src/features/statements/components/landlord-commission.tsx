import { isAdmin } from '@hubgrade/domain/auth/roles';
import type { LandlordCommission as Commission } from '@hubgrade/domain/statements/commission-schemas';
import { COMMISSION_LABELS as L } from '@hubgrade/domain/statements/labels';
import { formatRate } from '@hubgrade/domain/statements/rules';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useLandlordCommission, useSaveLandlordCommission } from '../api/commissions.ts';
import { percentText, RateField, readPercent } from './rate-field.tsx';

/** The landlord's own rate, typed or emptied (the brand's again); the dialog stays open on a refusal. */
function RateDialog({ commission, onClose }: { commission: Commission; onClose: () => void }) {
  const save = useSaveLandlordCommission();
  const { run, dialog } = useMutationFeedback();
  const [text, setText] = useState(percentText(commission.rate));
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = readPercent(text, true);
    if (!typed.valid) {
      setRefusal(L.refusals.rate);
      return;
    }
    setRefusal(null);
    void run(
      save,
      { landlordId: commission.landlordId, rate: typed.rate },
      { success: L.saved, onSuccess: onClose, onError: (error) => setRefusal(fieldRefusal(error)) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{L.editLandlordTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{L.editLandlordText(formatRate(commission.brandRate))}</DialogContentText>
          <RateField value={text} onChange={setText} refusal={refusal} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.cancel}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {L.save}
          </Button>
        </DialogActions>
      </Box>
      {dialog}
    </Dialog>
  );
}

/** Above the landlord's statements: the commission their next statements take, set by an administrator. */
export function LandlordCommission({ landlordId }: { landlordId: number }) {
  const commission = useLandlordCommission(landlordId);
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  if (!commission.data) return null;
  const own = commission.data.rate !== null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography sx={{ mr: 'auto' }}>{L.landlordRate(formatRate(commission.data.rate ?? commission.data.brandRate), own)}</Typography>
      <Link component={RouterLink} to="/commissions">
        {L.open}
      </Link>
      {isAdmin(user.data?.roles ?? []) && (
        <Button variant="outlined" size="small" onClick={() => setEditing(true)}>
          {L.editLandlord}
        </Button>
      )}
      {editing && <RateDialog commission={commission.data} onClose={() => setEditing(false)} />}
    </Box>
  );
}
