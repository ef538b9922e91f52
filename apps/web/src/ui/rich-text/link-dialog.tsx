import { RICH_TEXT_LABELS as L } from '@hubgrade/domain/rich-text/labels';
import { isAllowedLink } from '@hubgrade/domain/rich-text/rules';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

interface LinkDialogProps {
  open: boolean;
  initial: string;
  onClose: () => void;
  onApply: (href: string) => void;
}

/** Asks for a link's address; only the schemes the server keeps are accepted. */
export function LinkDialog({ open, initial, onClose, onApply }: LinkDialogProps) {
  const [href, setHref] = useState(initial);
  const [tried, setTried] = useState(false);
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setHref(initial);
      setTried(false);
    }
  }
  const invalid = !isAllowedLink(href);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!invalid) onApply(href.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{L.link}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={L.linkUrl}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={tried && invalid}
            helperText={tried && invalid ? L.linkInvalid : ' '}
            placeholder="https://"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.cancel}</Button>
          <Button type="submit" variant="contained">
            {L.linkApply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
