import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import type { QuoteProductOption } from '@hubgrade/domain/quotes/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { useQuoteProducts } from '../api/quotes.ts';

/** "12,50 € HT · À l’unité": what a product costs, as the picker and the line show it. */
export const productPrice = (product: Pick<QuoteProductOption, 'unitPriceCents' | 'unit'>) =>
  L.product.price(formatCents(product.unitPriceCents), CATALOGUE_LABELS.products.units[product.unit]);

/**
 * The catalogue's product of a line: staff type part of its name, the server answers with the
 * client's brand's active products (price HT and unit shown), and its subscription plans on a
 * monthly quote; no client chosen, no product yet.
 */
export function ProductPicker({
  client,
  subscription,
  onChange,
}: {
  client: number | null;
  subscription: boolean;
  onChange: (product: QuoteProductOption) => void;
}) {
  const [search, setSearch] = useState('');
  const found = useQuoteProducts(client, useDeferredValue(search), subscription);
  return (
    <Autocomplete
      options={found.data ?? []}
      value={null}
      loading={found.isFetching}
      disabled={client === null}
      getOptionLabel={(p) => p.name}
      filterOptions={(all) => all}
      noOptionsText={L.product.none}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, next) => {
        if (next) onChange(next);
      }}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', justifyItems: 'start' }}>
          {p.name}
          <Typography variant="body2" color="text.secondary">
            {productPrice(p)}
            {p.stock !== null && ` · ${L.product.stock(p.stock)}`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={L.fields.product}
          placeholder={L.product.search}
          helperText={client === null ? L.product.clientFirst : undefined}
        />
      )}
    />
  );
}
