import { isAdmin } from '@hubgrade/domain/auth/roles';
import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { PRODUCT_KINDS } from '@hubgrade/domain/catalogue/rules';
import { PRODUCT_PAGE_SIZE, type Product } from '@hubgrade/domain/catalogue/schemas';
import Add from '@mui/icons-material/Add';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useProductOptions, useProducts, useSetProductActive } from '../api/products.ts';
import { PRODUCT_COLUMNS } from './product-columns.tsx';
import { PRODUCTS_PARAMS } from './products-params.ts';

const L = CATALOGUE_LABELS.products;
const productRowId = (product: Product) => String(product.id);
const KIND_OPTIONS = PRODUCT_KINDS.map((kind) => [kind, L.kinds[kind]] as const);
const ACTIVE_OPTIONS = [
  ['true', L.activeOnly],
  ['false', L.inactiveOnly],
] as const;
const idOf = (value: string | undefined) => (value ? Number(value) : undefined);

/** /services: the shop's products and services, 20 a page, filtered by category, kind, site and state. */
export function ProductsPage() {
  const { params, update, control } = useListParams(PRODUCTS_PARAMS);
  const products = useProducts({ ...params, itemsPerPage: PRODUCT_PAGE_SIZE });
  const options = useProductOptions();
  const navigate = useNavigate();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const { run, dialog } = useMutationFeedback();
  const setActive = useSetProductActive();

  const actions: RowAction<Product>[] = [
    { label: L.open, icon: <OpenInNew fontSize="small" />, onClick: (product) => navigate(`/services/${product.id}`) },
    {
      label: L.deactivate,
      icon: <ToggleOff fontSize="small" />,
      visible: (product) => admin && product.active,
      onClick: (product) =>
        run(
          setActive,
          { id: product.id, active: false },
          { confirm: { message: L.deactivateConfirm, confirmLabel: L.deactivate }, success: L.done.deactivated },
        ),
    },
    {
      label: L.activate,
      icon: <ToggleOn fontSize="small" />,
      visible: (product) => admin && !product.active,
      onClick: (product) => run(setActive, { id: product.id, active: true }, { success: L.done.activated }),
    },
  ];

  return (
    <ListScreen
      title={L.title}
      intro={L.intro}
      columns={PRODUCT_COLUMNS}
      list={products}
      getRowId={productRowId}
      pageSize={PRODUCT_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={L.search}
      emptyText={L.empty}
      rowActions={actions}
      headerAction={
        admin ? (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/services/nouveau">
            {L.add}
          </Button>
        ) : undefined
      }
      toolbar={
        <>
          <SelectFilter
            label={L.fields.category}
            value={params.category === undefined ? undefined : String(params.category)}
            options={(options.data?.categories ?? []).map((c) => [String(c.id), c.name] as const)}
            allLabel={L.allCategories}
            onChange={(category) => update({ category: idOf(category) })}
          />
          <SelectFilter
            label={L.fields.kind}
            value={params.kind}
            options={KIND_OPTIONS}
            allLabel={L.allKinds}
            onChange={(kind) => update({ kind: PRODUCT_KINDS.find((k) => k === kind) })}
          />
          <SelectFilter
            label={L.fields.sites}
            value={params.espace === undefined ? undefined : String(params.espace)}
            options={(options.data?.espaces ?? []).map((s) => [String(s.id), s.name] as const)}
            allLabel={L.allSites}
            minWidth={200}
            onChange={(espace) => update({ espace: idOf(espace) })}
          />
          <SelectFilter
            label={L.fields.state}
            value={params.active}
            options={ACTIVE_OPTIONS}
            allLabel={L.allStates}
            onChange={(active) => update({ active: active === 'true' || active === 'false' ? active : undefined })}
          />
        </>
      }
    >
      {dialog}
    </ListScreen>
  );
}
