import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api-error.ts';

/** Whether a booking was refused for want of credits (§8 "Crédits insuffisants pour cette réservation."), which staff may force. */
export function isInsufficientCredits(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === CREDIT_LABELS.insufficient;
}

/**
 * §2.13 "Crédits insuffisants", the booking dialogs' forced-booking question (workstation, meeting
 * room, terrace): the spec's text and the note that the balance goes to 0; "Continuer" forces.
 * The texts are the caller's area labels, as each area words the note its own way. A member is
 * also offered "Acheter un nouveau pack" (§2.12), the shop's page, to book after buying.
 */
export function InsufficientCreditsDialog({
  open,
  pending = false,
  labels,
  buyPack,
  onCancel,
  onContinue,
}: {
  open: boolean;
  pending?: boolean;
  labels: { title: string; text: string; note: string; cancel: string; confirm: string };
  /** The shop's link, for a member who may buy credits rather than force the booking. */
  buyPack?: { label: string; to: string };
  onCancel: () => void;
  onContinue: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{labels.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{labels.text}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{labels.note}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{labels.cancel}</Button>
        {buyPack && (
          <Button component={RouterLink} to={buyPack.to} variant="outlined">
            {buyPack.label}
          </Button>
        )}
        <Button variant="contained" onClick={onContinue} disabled={pending}>
          {labels.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
