import { ORDER_LABELS as L } from '@hubgrade/domain/orders/labels';
import { ORDER_PAGE_SIZE, type OrderState } from '@hubgrade/domain/orders/rules';
import type { OrderRow } from '@hubgrade/domain/orders/schemas';
import Visibility from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useOrders } from '../api/orders.ts';
import { ORDER_COLUMNS } from './order-columns.tsx';
import { ORDERS_PARAMS, STATE_KEYS } from './orders-params.ts';

const rowId = (o: OrderRow) => String(o.id);

/** /commandes/commandes: the orders of the caller's scope, newest first, 20 a page, filtered by state. */
export function OrdersPage() {
  const navigate = useNavigate();
  const { params, update, control } = useListParams(ORDERS_PARAMS);
  const orders = useOrders({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: ORDER_PAGE_SIZE,
    state: params.state ? (Number(params.state) as OrderState) : undefined,
    company: params.company,
    member: params.member,
    search: params.search,
  });
  const actions: RowAction<OrderRow>[] = [
    { label: L.actions.view, icon: <Visibility fontSize="small" />, onClick: (o) => navigate(`/commandes/commandes/${o.id}`) },
  ];
  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={ORDER_COLUMNS}
      list={orders}
      getRowId={rowId}
      pageSize={ORDER_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.filters.search}
      emptyText={L.empty}
      rowActions={actions}
      toolbar={
        <SelectFilter
          label={L.fields.state}
          value={params.state}
          options={STATE_KEYS.map((s) => [s, L.states[Number(s) as OrderState]] as const)}
          allLabel={L.filters.allStates}
          minWidth={200}
          onChange={(state) => update({ state: state as (typeof STATE_KEYS)[number] | undefined })}
        />
      }
    />
  );
}
