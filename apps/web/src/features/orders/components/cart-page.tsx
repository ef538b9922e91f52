import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import type { Cart, OrderCreated } from '@hubgrade/domain/orders/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCart, useCheckoutCart, useEmptyCart, useRemoveCartLine, useSetCartLine } from '../api/carts.ts';
import { CartAddForm } from './cart-add-form.tsx';
import { CartLinesTable } from './cart-lines-table.tsx';

const L = ORDER_LABELS;
const C = L.carts;

/**
 * /commandes/paniers/{id}: a member's open cart at today's prices. The member changes it and
 * orders it; staff complete it, order it on the member's behalf, or empty it, each after a
 * confirmation where it cannot be undone.
 */
export function CartPage() {
  const { id = '' } = useParams();
  const number = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const cart = useCart(number ?? 0, number !== null);
  const staff = (useCurrentUser().data?.roles ?? []).some((role) => STAFF_ROLES.includes(role));
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const empty = useEmptyCart();
  const checkout = useCheckoutCart();
  const navigate = useNavigate();
  const { run, dialog } = useMutationFeedback();
  if (number === null) return <ErrorView status={404} />;
  if (cart.isPending) return <PageLoader />;
  if (cart.isError) return <ErrorView status={cart.error instanceof ApiError ? cart.error.status : 500} />;
  const c: Cart = cart.data;
  const back = staff ? { to: '/commandes/paniers', label: C.back } : { to: '/magasin', label: C.backToShop };
  const ttc = formatCents(c.totalTtcCents);

  const onAdd = async (productId: number, quantity: number) => {
    let added = false;
    await run(setLine, { id: c.id, productId, quantity }, { success: C.updated, error: conflictMessage, onSuccess: () => (added = true) });
    return added;
  };
  const onCheckout = () =>
    void run(checkout, c.id, {
      confirm: {
        title: C.checkoutTitle,
        message: (
          <>
            {staff ? C.checkoutForMemberText(c.memberName, ttc) : C.checkoutText(ttc)}
            {c.needsValidation && <Box sx={{ mt: 1 }}>{L.shop.confirmValidation}</Box>}
          </>
        ),
        confirmLabel: staff ? C.checkoutForMember : C.checkout,
      },
      success: (answer: OrderCreated) => C.ordered(answer.order.id),
      error: conflictMessage,
      onSuccess: (answer) => navigate(`/commandes/commandes/${answer.order.id}`),
    });
  const onEmpty = () =>
    void run(empty, c.id, {
      confirm: { title: C.emptyCart, message: C.emptyConfirm(c.memberName), confirmLabel: C.emptyCart, destructive: true },
      success: C.emptied,
      onSuccess: () => navigate(back.to),
    });

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
        {back.label}
      </Button>
      <PageHeader title={C.sheetTitle(c.id)} intro={c.companyName ? `${c.memberName} (${c.companyName})` : c.memberName} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" disabled={c.lines.length === 0} onClick={onCheckout}>
          {staff ? C.checkoutForMember : C.checkout}
        </Button>
        <Button variant="outlined" color="error" disabled={c.lines.length === 0} onClick={onEmpty}>
          {C.emptyCart}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start', minWidth: 0 }}>
        <SheetCard title={C.summary}>
          <FactList
            items={[
              [C.fields.id, String(c.id)],
              [C.fields.member, c.memberName],
              [C.fields.company, c.companyName],
              [C.fields.ht, formatCents(c.totalHtCents)],
              [C.fields.ttc, ttc],
              [C.fields.updatedAt, formatDateTime(c.updatedAt)],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.fields.lines}>
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <CartLinesTable
              cart={c}
              onQuantity={(line, quantity) =>
                void run(setLine, { id: c.id, productId: line.productId, quantity }, { success: C.updated, error: conflictMessage })
              }
              onRemove={(line) => void run(removeLine, { id: c.id, productId: line.productId }, { success: C.removed })}
            />
            <CartAddForm cart={c} onAdd={onAdd} />
          </Box>
        </SheetCard>
      </Box>
      {dialog}
    </Box>
  );
}
