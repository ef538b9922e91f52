import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { ORDER_MAX_QUANTITY } from '@hubgrade/domain/orders/rules';
import type { Cart } from '@hubgrade/domain/orders/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatCents } from '../../../lib/format.ts';

const C = ORDER_LABELS.carts;

/**
 * A product of the member's brand and a quantity to put in the cart; a product already there
 * gets the quantity added. The choice stays on screen when the server refuses it.
 */
export function CartAddForm({ cart, onAdd }: { cart: Cart; onAdd: (productId: number, quantity: number) => Promise<boolean> }) {
  const [productId, setProductId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  const valid = productId !== '' && Number.isInteger(count) && count >= 1 && count <= ORDER_MAX_QUANTITY;
  const submit = async () => {
    if (!valid) return;
    const inCart = cart.lines.find((l) => l.productId === productId)?.quantity ?? 0;
    if (await onAdd(productId, inCart + count)) {
      setProductId('');
      setQuantity('1');
    }
  };
  return (
    <Box
      component="form"
      aria-label={C.addProduct}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label={C.product}
        value={productId}
        onChange={(event) => setProductId(event.target.value === '' ? '' : Number(event.target.value))}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      >
        {cart.products.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {`${p.name} · ${formatCents(p.priceTtcCents)} TTC`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="number"
        size="small"
        label={C.quantity}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: ORDER_MAX_QUANTITY } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" variant="outlined" disabled={!valid}>
        {C.add}
      </Button>
    </Box>
  );
}
