import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import type { Instances } from '@hubgrade/domain/bookings/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

const SECTIONS = ['noDispo', 'noCredit', 'noQuota', 'afterBookingEnd'] as const;

/**
 * §2.12: after a series is saved, the dates that could not be booked, by reason; the credits
 * section leads to the shop to buy a pack, and "Retourner au planning" closes.
 */
export function ExceptionsDialog({ instances, onClose }: { instances: Instances | null; onClose: () => void }) {
  const navigate = useNavigate();
  const sections = instances ? SECTIONS.filter((reason) => instances[reason].length > 0) : [];
  return (
    <Dialog
      open={instances !== null}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      aria-labelledby="exceptions-title"
    >
      <DialogTitle id="exceptions-title">{L.saved}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }} data-testid="booking-exceptions">
        {instances &&
          sections.map((reason) => (
            <Alert key={reason} severity={reason === 'noDispo' ? 'warning' : 'error'}>
              <Typography variant="subtitle2">{L.exceptions[reason]}</Typography>
              <Typography variant="body2">{L.exceptionTexts[reason]}</Typography>
              <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
                {instances[reason].join(', ')}
              </Typography>
              {reason === 'noCredit' && (
                <Button size="small" variant="outlined" color="inherit" sx={{ mt: 1 }} onClick={() => navigate('/magasin')}>
                  {L.exceptions.buyPack}
                </Button>
              )}
            </Alert>
          ))}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {L.exceptions.back}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
