import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { hasStock } from '@hubgrade/domain/catalogue/rules';
import type { Product } from '@hubgrade/domain/catalogue/schemas';
import Chip from '@mui/material/Chip';

const S = CATALOGUE_LABELS.products.state;

/** Actif, Inactif, or Épuisé for an active product whose tracked stock is empty. */
export function ProductStateChip({ product }: { product: Pick<Product, 'active' | 'stock'> }) {
  if (!product.active) return <Chip size="small" label={S.inactive} variant="outlined" />;
  if (!hasStock(product.stock, 1)) return <Chip size="small" label={S.soldOut} color="warning" />;
  return <Chip size="small" label={S.active} color="success" />;
}
