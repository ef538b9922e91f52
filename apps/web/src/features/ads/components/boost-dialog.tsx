import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import { BOOST_DURATIONS, type BoostDuration } from '@hubgrade/domain/ads/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';

/** tables-and-sheets §4, §9: a boost of 30, 60 or 90 days. */
export function BoostDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (days: BoostDuration) => void;
}) {
  const [days, setDays] = useState<BoostDuration>(30);
  const titleId = useId();
  const labelId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{L.boostDialog.title}</DialogTitle>
      <DialogContent>
        <FormLabel id={labelId}>{L.boostDialog.duration}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as BoostDuration)}
        >
          {BOOST_DURATIONS.map((d) => (
            <FormControlLabel key={d} value={String(d)} control={<Radio />} label={L.boostDialog.days(d)} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button variant="contained" onClick={() => onConfirm(days)}>
          {L.actions.boost}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
