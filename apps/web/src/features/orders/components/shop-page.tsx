import { CARD_PAYMENT_LABELS as C } from '@hubgrade/domain/card-payments/labels';
import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { ORDER_AWAITING_PAYMENT, ORDER_AWAITING_VALIDATION } from '@hubgrade/domain/orders/rules';
import type { Order, OrderCreated, ShopProduct } from '@hubgrade/domain/orders/schemas';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAddToCart, useMyCart } from '../api/carts.ts';
import { useBuy, useShop } from '../api/orders.ts';
import { CardPaymentButton } from './card-payment.tsx';
import { ShopProductCard } from './shop-product-card.tsx';

const S = L.shop;

function boughtText(answer: OrderCreated): string {
  if (answer.creditBalanceCents !== null) return S.boughtCredits(formatCents(answer.creditBalanceCents));
  return answer.order.state === ORDER_AWAITING_VALIDATION ? S.awaitingValidation : S.bought;
}

interface ShelfProps {
  title: string;
  products: ShopProduct[];
  onBuy: (product: ShopProduct) => void;
  onAdd: (product: ShopProduct) => void;
}

function Shelf({ title, products, onBuy, onAdd }: ShelfProps) {
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {products.map((product) => (
          <ShopProductCard key={product.id} product={product} onBuy={onBuy} onAdd={onAdd} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * /magasin ("Acheter un nouveau pack", reached from the insufficient-credit dialogs): the member
 * sees the credit packs and products of their brand, by site, buys one after a confirmation and
 * reads their new balance, or puts products in their cart and opens it from « Mon panier ».
 */
export function ShopPage() {
  const [siteId, setSiteId] = useState<number | undefined>(undefined);
  // The last purchase invoiced at once: it waits for its payment, by card from here.
  const [unpaid, setUnpaid] = useState<Order | null>(null);
  const shop = useShop(siteId === undefined ? {} : { siteId });
  const buy = useBuy();
  const addToCart = useAddToCart();
  const myCart = useMyCart();
  const { run, dialog } = useMutationFeedback();
  if (shop.isPending) return <PageLoader />;
  if (shop.isError) return <ErrorView status={shop.error instanceof ApiError ? shop.error.status : 500} />;
  const { products, sites, creditBalanceCents, needsValidation } = shop.data;
  const onBuy = (product: ShopProduct) =>
    void run(
      buy,
      { lines: [{ productId: product.id, quantity: 1 }] },
      {
        confirm: {
          title: S.confirmTitle,
          message: (
            <>
              {S.confirmText(product.name, formatCents(product.priceTtcCents))}
              {needsValidation && <Box sx={{ mt: 1 }}>{S.confirmValidation}</Box>}
            </>
          ),
          confirmLabel: S.confirm,
          cancelLabel: S.cancel,
        },
        success: boughtText,
        onSuccess: (answer) =>
          setUnpaid(answer.order.state === ORDER_AWAITING_PAYMENT && answer.order.invoiceId !== null ? answer.order : null),
        error: conflictMessage,
      },
    );
  const onAdd = (product: ShopProduct) =>
    void run(addToCart, { productId: product.id, quantity: 1 }, { success: L.carts.added(product.name), error: conflictMessage });
  const cart = myCart.data?.cart ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={S.title} intro={S.intro} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Paper variant="outlined" sx={{ px: 2.5, py: 1.5, borderRadius: 3 }} aria-label={S.balance} role="status">
          <Typography variant="body2" color="textSecondary">
            {S.balance}
          </Typography>
          <Typography variant="h5" component="p" data-testid="credit-balance">
            {formatCents(creditBalanceCents)}
          </Typography>
        </Paper>
        {sites.length > 1 && (
          <TextField
            select
            size="small"
            label={S.site}
            value={siteId ?? ''}
            onChange={(event) => setSiteId(event.target.value === '' ? undefined : Number(event.target.value))}
            fullWidth={false}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            <MenuItem value="">{S.allSites}</MenuItem>
            {sites.map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {cart && (
          <Button component={RouterLink} to={`/commandes/paniers/${cart.id}`} variant="outlined" startIcon={<ShoppingCart />}>
            {L.carts.mineCount(cart.lines.reduce((sum, line) => sum + line.quantity, 0))}
          </Button>
        )}
      </Box>
      {unpaid?.invoiceId != null && (
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'grid', gap: 1.5, justifyItems: 'start', borderRadius: 3 }}
          role="region"
          aria-label={C.pay}
        >
          <Typography>{C.awaitingPayment(unpaid.id, formatCents(unpaid.totalTtcCents))}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'start' }}>
            <CardPaymentButton invoiceId={unpaid.invoiceId} />
            <Button component={RouterLink} to={`/commandes/commandes/${unpaid.id}`}>
              {C.seeOrder}
            </Button>
          </Box>
        </Paper>
      )}
      {products.length === 0 ? (
        <Typography color="textSecondary">{S.empty}</Typography>
      ) : (
        <>
          <Shelf title={S.packs} products={products.filter((p) => p.kind === 'credit_pack')} onBuy={onBuy} onAdd={onAdd} />
          <Shelf title={S.others} products={products.filter((p) => p.kind !== 'credit_pack')} onBuy={onBuy} onAdd={onAdd} />
        </>
      )}
      {dialog}
    </Box>
  );
}
