import { CONFIRM_LABELS } from '@hubgrade/domain/common/ui-labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

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
export function ConfirmDialog({
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

interface Pending {
  key: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`: render `confirmDialog`, then
 * `if (await confirm({ message })) …`. The promise answers false on Cancel, Escape, a click
 * outside, a second question, or when the component goes away.
 */
export function useConfirm(): [confirm: (options?: ConfirmOptions) => Promise<boolean>, dialog: ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending | null>(null);
  const asked = useRef(0);

  const settle = useCallback((confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback((options: ConfirmOptions = {}) => {
    current.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { key: asked.current++, options, resolve };
      current.current = next;
      setPending(next);
      setOpen(true);
    });
  }, []);

  useEffect(() => () => current.current?.resolve(false), []);

  // A new question is a new dialog, so that its focus goes where its own options say.
  const dialog = pending ? (
    <ConfirmDialog key={pending.key} {...pending.options} open={open} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  ) : null;
  return [confirm, dialog];
}
