import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { ORDER_MAX_QUANTITY } from '@hubgrade/domain/orders/rules';
import type { Cart, CartLine } from '@hubgrade/domain/orders/schemas';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../../ui/data-table/visually-hidden.ts';
import { LineAmountCells, LinesTable, TotalRows } from './lines-table.tsx';

const L = ORDER_LABELS;
const C = L.carts;
/** A line's quantity, sent when the field is left or Enter is pressed, and only when it changed and is valid. */
function QuantityField({ line, onChange }: { line: CartLine; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(line.quantity));
  const commit = () => {
    const quantity = Number(text);
    if (Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_MAX_QUANTITY && quantity !== line.quantity) onChange(quantity);
    else setText(String(line.quantity));
  };
  return (
    <TextField
      type="number"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { min: 1, max: ORDER_MAX_QUANTITY, 'aria-label': C.setQuantity(line.name) } }}
      sx={{ width: 88 }}
    />
  );
}

/**
 * The products of a cart at today's catalogue prices, each quantity editable and each line
 * removable, then the totals: HT, the VAT of each rate, TTC.
 */
export function CartLinesTable({
  cart,
  onQuantity,
  onRemove,
}: {
  cart: Cart;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}) {
  if (cart.lines.length === 0) return <Typography color="textSecondary">{C.noLines}</Typography>;
  const totals: [string, number][] = [
    [C.fields.ht, cart.totalHtCents],
    ...cart.vatByRate.map((v): [string, number] => [C.fields.vat(formatVatRate(v.rate)), v.vatCents]),
    [C.fields.ttc, cart.totalTtcCents],
  ];
  return (
    <LinesTable
      trailingHeads={
        <TableCell align="right">
          <Box component="span" sx={visuallyHidden}>
            {C.remove}
          </Box>
        </TableCell>
      }
    >
      {cart.lines.map((line) => (
        <TableRow key={line.productId}>
          <TableCell sx={{ minWidth: 160 }}>
            {line.name}
            {!line.onSale && (
              <Typography component="span" color="error" variant="body2" sx={{ display: 'block' }}>
                {C.fields.onSale}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <QuantityField key={line.quantity} line={line} onChange={(quantity) => onQuantity(line, quantity)} />
          </TableCell>
          <LineAmountCells line={line} />
          <TableCell align="right">
            <IconButton aria-label={C.removeLabel(line.name)} onClick={() => onRemove(line)} color="error">
              <Delete />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
      <TotalRows totals={totals} trailingCell />
    </LinesTable>
  );
}
