import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ApiForm } from '../lib/api-form.ts';
import type { FormSave } from './use-form-save.ts';

/**
 * A creation or edit dialog: its title, and its form mounted only while it is open, so that each
 * opening starts from the record as it is then.
 */
export function FormDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

/**
 * A dialog's form: its fields on a grid of two columns (one on a phone), then Cancel and Save.
 * Save shows the call running; on an edit it stays disabled until a field changes.
 */
export function DialogForm<T extends FieldValues, O>({
  form,
  save,
  editing,
  columns = '1fr 1fr',
  cancelLabel,
  saveLabel,
  onClose,
  children,
}: {
  form: ApiForm<T, O>;
  save: FormSave<O>;
  editing: boolean;
  /** The two columns' widths from the small breakpoint up. */
  columns?: string;
  cancelLabel: string;
  saveLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((body) => save.submit(body, form.showErrors))}>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns }, '&&': { pt: 1 } }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button type="submit" variant="contained" loading={save.pending} disabled={editing && !form.formState.isDirty}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
