import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { PAYMENT_ORDER_PAGE_SIZE, type PaymentOrderKind } from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrderRow } from '@hubgrade/domain/payment-orders/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { usePaymentOrders } from '../api/payment-orders.ts';
import { CreateOrderDialog } from './create-order-dialog.tsx';
import { ORDER_COLUMNS } from './order-columns.tsx';
import { ORDERS_PARAMS } from './orders-params.ts';

const rowId = (o: PaymentOrderRow) => String(o.id);

/**
 * /ordres/{type}: the orders of one kind, 20 a page, newest first, and the button that makes one;
 * `children` is what the kind gathers from (the landlords due, the other payments).
 */
export function OrdersPage({ kind, children }: { kind: PaymentOrderKind; children?: ReactNode }) {
  const { params, update, control } = useListParams(ORDERS_PARAMS);
  const [creating, setCreating] = useState(false);
  const orders = usePaymentOrders(kind, {
    page: params.page,
    itemsPerPage: PAYMENT_ORDER_PAGE_SIZE,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
  });
  return (
    <ListScreen
      title={L.kinds[kind]}
      intro={L.byKind[kind].intro}
      columns={ORDER_COLUMNS[kind]}
      list={orders}
      getRowId={rowId}
      pageSize={PAYMENT_ORDER_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {L.byKind[kind].create}
        </Button>
      }
    >
      {children}
      {creating && <CreateOrderDialog kind={kind} onClose={() => setCreating(false)} />}
    </ListScreen>
  );
}
