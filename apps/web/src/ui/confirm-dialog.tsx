import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { ConfirmDialogProps, ConfirmOptions } from './confirm-dialog-view.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

/** A yes/no question before an action (see ConfirmDialogView); its code loads when first asked. */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  () => import('./confirm-dialog-view.tsx').then((m) => m.ConfirmDialogView),
  (props) => props.open,
);

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
