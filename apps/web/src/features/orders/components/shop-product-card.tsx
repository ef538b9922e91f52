import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import type { ShopProduct } from '@hubgrade/domain/orders/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCents } from '../../../lib/format.ts';

const S = L.shop;

/** One product of the shop: what it gives, its price with and without VAT, its stock, and the buy and add-to-cart buttons. */
export function ShopProductCard({
  product,
  onBuy,
  onAdd,
}: {
  product: ShopProduct;
  onBuy: (product: ShopProduct) => void;
  onAdd: (product: ShopProduct) => void;
}) {
  const soldOut = product.stock === 0;
  return (
    <Paper
      component="article"
      aria-label={product.name}
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
    >
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.4 }}>
        {product.categoryName}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Typography>
      {product.creditsCents !== null && product.validityMonths !== null && (
        <Typography sx={{ fontWeight: 600 }}>{S.credits(formatCents(product.creditsCents), product.validityMonths)}</Typography>
      )}
      <Typography variant="h5" component="p">
        {S.priceTtc(formatCents(product.priceTtcCents))}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {S.priceHt(formatCents(product.unitPriceCents))}
        {product.stock !== null && ` · ${soldOut ? S.outOfStock : S.inStock(product.stock)}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" disabled={soldOut} onClick={() => onBuy(product)}>
          {soldOut ? S.outOfStock : S.buy}
        </Button>
        {!soldOut && (
          <Button variant="outlined" onClick={() => onAdd(product)}>
            {L.carts.add}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
