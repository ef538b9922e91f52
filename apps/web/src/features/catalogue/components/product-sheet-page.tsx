import { isAdmin } from '@hubgrade/domain/auth/roles';
import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import type { Product, ProductBody, ProductOptions } from '@hubgrade/domain/catalogue/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import Inventory from '@mui/icons-material/Inventory';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useProduct, useProductOptions, useSaveProduct, useSetProductActive } from '../api/products.ts';
import { emptyProductForm, type ProductForm, productFormOf } from './product-form.ts';
import { ProductFormView } from './product-form-view.tsx';
import { ProductPicture } from './product-picture.tsx';
import { ProductStateChip } from './product-state.tsx';
import { StockDialog } from './stock-dialog.tsx';

const L = CATALOGUE_LABELS.products;
const F = L.fields;
/** The address of the creation form: `/services/nouveau`, beside the records' `/services/{id}`. */
const NEW = 'nouveau';

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button component={RouterLink} to="/services" startIcon={<ArrowBack />}>
        {L.back}
      </Button>
      <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The form with its options loaded, sending the whole product. */
function ProductEditor({
  id,
  initial,
  onDone,
  onCancel,
}: {
  id: number | null;
  initial: ProductForm;
  onDone: (product: Product) => void;
  onCancel: () => void;
}) {
  const options = useProductOptions();
  const save = useSaveProduct();
  const { run } = useMutationFeedback();
  if (options.isPending) return <CircularProgress aria-label={L.loading} />;
  if (options.isError) return <ErrorView status={options.error instanceof ApiError ? options.error.status : 500} />;
  const submit = (body: ProductBody, showErrors: (error: Error) => void) =>
    run(save, { id, body }, { success: id === null ? L.done.created : L.done.saved, onError: showErrors, onSuccess: onDone });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <ProductFormView
        initial={initial}
        options={options.data as ProductOptions}
        editing={id !== null}
        pending={save.isPending}
        onCancel={onCancel}
        onSubmit={submit}
      />
    </Paper>
  );
}

/** What the kind adds: the pack's credits and validity, the plan's commitment and monthly credits, the service's type. */
function kindFacts(product: Product): [string, ReactNode][] {
  switch (product.kind) {
    case 'credit_pack':
      return [
        [F.credits, formatCents(product.creditsCents ?? 0)],
        [F.validityMonths, product.validityMonths],
      ];
    case 'subscription_plan':
      return [
        [F.commitmentMonths, product.commitmentMonths],
        [F.monthlyCredits, formatCents(product.monthlyCreditsCents ?? 0)],
      ];
    case 'service':
      return [[F.serviceType, product.serviceType ? L.serviceTypes[product.serviceType] : null]];
    default:
      return [];
  }
}

function Sheet({ product }: { product: Product }) {
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  const [stocking, setStocking] = useState(false);
  const { run, dialog } = useMutationFeedback();
  const setActive = useSetProductActive();
  const toggle = () =>
    product.active
      ? run(
          setActive,
          { id: product.id, active: false },
          { confirm: { message: L.deactivateConfirm, confirmLabel: L.deactivate }, success: L.done.deactivated },
        )
      : run(setActive, { id: product.id, active: true }, { success: L.done.activated });

  if (editing) {
    return (
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 960 }}>
        <Heading title={product.name} />
        <ProductEditor
          id={product.id}
          initial={productFormOf(product)}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Heading title={product.name}>
        <ProductStateChip product={product} />
        <HistoryButton slug={`product-${product.id}`} />
        {admin && (
          <>
            <Button startIcon={product.active ? <ToggleOff /> : <ToggleOn />} onClick={toggle}>
              {product.active ? L.deactivate : L.activate}
            </Button>
            <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)}>
              {L.edit}
            </Button>
          </>
        )}
      </Heading>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard title={L.sections.general}>
          <FactList
            items={[
              [F.id, product.id],
              [F.kind, L.kinds[product.kind]],
              [F.category, product.category.name],
              [F.sites, product.sites.map((s) => s.name).join(', ')],
              [F.updatedAt, formatDateTime(product.updatedAt)],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.sections.price}>
          <FactList
            items={[
              [
                product.kind === 'subscription_plan' ? F.monthlyPrice : F.unitPrice,
                <span key="price" data-testid="product-price">
                  {formatCents(product.unitPriceCents)}
                </span>,
              ],
              [F.vatRate, L.vatRate(product.vatRate)],
              [F.priceInclTax, formatCents(product.priceInclTaxCents)],
              [F.unit, L.units[product.unit]],
              ...kindFacts(product),
            ]}
          />
        </SheetCard>
        <SheetCard
          title={F.stock}
          action={
            admin && product.stock !== null ? (
              <Button size="small" startIcon={<Inventory />} onClick={() => setStocking(true)}>
                {L.adjustStock}
              </Button>
            ) : undefined
          }
        >
          <Typography variant="h5" component="p" data-testid="product-stock">
            {product.stock ?? F.untracked}
          </Typography>
        </SheetCard>
        <SheetCard title={L.sections.picture}>
          <ProductPicture upload={product.picture} />
        </SheetCard>
      </Box>
      {product.description && (
        <SheetCard title={L.sections.description}>
          <RichTextView value={product.description} />
        </SheetCard>
      )}
      <StockDialog productId={product.id} open={stocking} onClose={() => setStocking(false)} />
      {dialog}
    </Box>
  );
}

/** /services/nouveau: a new product; its sheet opens once it is made. */
function NewProduct() {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 960 }}>
      <Heading title={L.newTitle} />
      <ProductEditor
        id={null}
        initial={emptyProductForm()}
        onDone={(product) => navigate(`/services/${product.id}`, { replace: true })}
        onCancel={() => navigate('/services')}
      />
    </Box>
  );
}

/** /services/{id}: a product's sheet, edited in place; /services/nouveau creates one. */
export function ProductSheetPage() {
  const param = useParams().id;
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const product = useProduct(id, valid);
  if (param === NEW) return <NewProduct />;
  if (!valid) return <ErrorView status={404} />;
  if (product.isPending) return <CircularProgress aria-label={L.loading} />;
  if (product.isError) return <ErrorView status={product.error instanceof ApiError ? product.error.status : 500} />;
  return <Sheet key={product.data.id} product={product.data} />;
}
