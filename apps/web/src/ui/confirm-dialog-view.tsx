import { CONFIRM_LABELS } from '@hubgrade/domain/common/ui-labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

export interface ConfirmOptions {
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Deletions and other irreversible actions: the confirm button is red and Cancel has the focus. */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before an action; Escape and a click outside answer no. */
export function ConfirmDialogView({
  open,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title ?? CONFIRM_LABELS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message ?? CONFIRM_LABELS.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus={destructive}>
          {cancelLabel ?? CONFIRM_LABELS.cancel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus={!destructive}>
          {confirmLabel ?? CONFIRM_LABELS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
