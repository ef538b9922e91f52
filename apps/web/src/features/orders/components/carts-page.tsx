import { ORDER_LABELS } from '@hubgrade/domain/orders/labels';
import { CART_PAGE_SIZE } from '@hubgrade/domain/orders/rules';
import type { CartRow } from '@hubgrade/domain/orders/schemas';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Visibility from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCarts, useEmptyCart } from '../api/carts.ts';
import { CART_COLUMNS } from './cart-columns.tsx';
import { CARTS_PARAMS } from './carts-params.ts';

const L = ORDER_LABELS.carts;
const rowId = (c: CartRow) => String(c.id);

/** /commandes/paniers: the open carts of the caller's scope, last changed first, 20 a page. */
export function CartsPage() {
  const navigate = useNavigate();
  const { params, update, control } = useListParams(CARTS_PARAMS);
  const carts = useCarts({
    page: params.page,
    sortBy: params.sortBy,
    sortDesc: params.sortDesc,
    itemsPerPage: CART_PAGE_SIZE,
    company: params.company,
    member: params.member,
    search: params.search,
  });
  const empty = useEmptyCart();
  const { run, dialog } = useMutationFeedback();
  const actions: RowAction<CartRow>[] = [
    { label: L.view, icon: <Visibility fontSize="small" />, onClick: (c) => navigate(`/commandes/paniers/${c.id}`) },
    {
      label: L.emptyCart,
      icon: <DeleteSweep fontSize="small" />,
      destructive: true,
      onClick: (c) =>
        void run(empty, c.id, {
          confirm: { title: L.emptyCart, message: L.emptyConfirm(c.memberName), confirmLabel: L.emptyCart, destructive: true },
          success: L.emptied,
        }),
    },
  ];
  return (
    <>
      <ListScreen
        title={L.title}
        intro={L.intro}
        columns={CART_COLUMNS}
        list={carts}
        getRowId={rowId}
        pageSize={CART_PAGE_SIZE}
        view={{ params, update, control }}
        searchLabel={L.search}
        emptyText={L.empty}
        rowActions={actions}
      />
      {dialog}
    </>
  );
}
