import { zodResolver } from '@hookform/resolvers/zod';
import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { type StockMovement, ZStockMovement } from '@hubgrade/domain/catalogue/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMoveStock } from '../api/products.ts';

const L = CATALOGUE_LABELS.products;
const resolver = zodResolver(
  z
    .object({ delta: z.string() })
    .transform(({ delta }) => ({ delta: delta.trim() === '' ? undefined : Number(delta) }))
    .pipe(ZStockMovement),
) as unknown as Resolver<{ delta: string }, unknown, StockMovement>;

function StockForm({ productId, onClose }: { productId: number; onClose: () => void }) {
  const moveStock = useMoveStock();
  const { run } = useMutationFeedback();
  const { control, handleSubmit } = useForm<{ delta: string }, unknown, StockMovement>({
    resolver,
    defaultValues: { delta: '' },
    mode: 'onTouched',
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ delta }) => run(moveStock, { id: productId, delta }, { success: L.done.stock, onSuccess: onClose }))}
    >
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <FormTextField
          control={control}
          name="delta"
          label={L.fields.delta}
          helperText={L.adjustStockHelp}
          required
          type="number"
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={moveStock.isPending}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** "Ajuster le stock": an entry or an exit; the server refuses one that would leave the stock below zero. */
export function StockDialog({ productId, open, onClose }: { productId: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.adjustStockTitle}</DialogTitle>
      {open && <StockForm productId={productId} onClose={onClose} />}
    </Dialog>
  );
}
