import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import { PAYMENT_ORDER_PAGE_SIZE } from '@hubgrade/domain/payment-orders/rules';
import type { PaymentOrderRow } from '@hubgrade/domain/payment-orders/schemas';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { usePaymentOrders } from '../api/payment-orders.ts';
import { CreateOrderDialog } from './create-order-dialog.tsx';
import { ORDER_COLUMNS } from './order-columns.tsx';
import { ORDERS_PARAMS } from './orders-params.ts';

const rowId = (o: PaymentOrderRow) => String(o.id);

/** /ordres/prelevement: the direct-debit orders, 20 a page, newest first, and the button that makes one. */
export function DirectDebitOrdersPage() {
  const { params, update, control } = useListParams(ORDERS_PARAMS);
  const [creating, setCreating] = useState(false);
  const orders = usePaymentOrders('prelevement', {
    page: params.page,
    itemsPerPage: PAYMENT_ORDER_PAGE_SIZE,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    search: params.search,
  });
  return (
    <ListScreen
      title={L.kinds.prelevement}
      intro={L.intro}
      columns={ORDER_COLUMNS}
      list={orders}
      getRowId={rowId}
      pageSize={PAYMENT_ORDER_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      headerAction={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {L.actions.create}
        </Button>
      }
    >
      {creating && <CreateOrderDialog open onClose={() => setCreating(false)} />}
    </ListScreen>
  );
}
