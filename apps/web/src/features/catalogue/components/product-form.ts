import { zodResolver } from '@hookform/resolvers/zod';
import { defaultUnit, type ProductKind, type ProductUnit, type ServiceType } from '@hubgrade/domain/catalogue/rules';
import { type Product, type ProductBody, ZProductBody } from '@hubgrade/domain/catalogue/schemas';
import { parseEuros } from '@hubgrade/domain/format/money';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';

/**
 * What the product form holds: the body's fields under the body's names (so that the server's and
 * the schema's messages land on them), amounts as euros typed, counts as text, the picture as the
 * upload widget's list.
 */
export interface ProductForm {
  name: string;
  kind: ProductKind;
  category: number | null;
  description: string;
  picture: Upload[];
  unitPriceCents: string;
  vatRate: number;
  unit: ProductUnit;
  sites: number[];
  trackStock: boolean;
  stock: string;
  active: boolean;
  creditsCents: string;
  validityMonths: string;
  commitmentMonths: string;
  monthlyCreditsCents: string;
  serviceType: ServiceType | '';
}

export const PRODUCT_FORM_FIELDS = [
  'name',
  'kind',
  'category',
  'description',
  'picture',
  'unitPriceCents',
  'vatRate',
  'unit',
  'sites',
  'stock',
  'active',
  'creditsCents',
  'validityMonths',
  'commitmentMonths',
  'monthlyCreditsCents',
  'serviceType',
] as const;

export const emptyProductForm = (kind: ProductKind = 'credit_pack'): ProductForm => ({
  name: '',
  kind,
  category: null,
  description: '',
  picture: [],
  unitPriceCents: '',
  vatRate: 2000,
  unit: defaultUnit(kind),
  sites: [],
  trackStock: false,
  stock: '',
  active: true,
  creditsCents: '',
  validityMonths: '',
  commitmentMonths: '',
  monthlyCreditsCents: '',
  serviceType: '',
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const productFormOf = (product: Product): ProductForm => ({
  name: product.name,
  kind: product.kind,
  category: product.category.id,
  description: product.description,
  picture: product.picture ? [product.picture] : [],
  unitPriceCents: centsToEurosText(product.unitPriceCents),
  vatRate: product.vatRate,
  unit: product.unit,
  sites: product.sites.map((s) => s.id),
  trackStock: product.stock !== null,
  stock: text(product.stock),
  active: product.active,
  creditsCents: centsToEurosText(product.creditsCents),
  validityMonths: text(product.validityMonths),
  commitmentMonths: text(product.commitmentMonths),
  monthlyCreditsCents: centsToEurosText(product.monthlyCreditsCents),
  serviceType: product.serviceType ?? '',
});

/** Empty is missing; anything else that is not an amount is refused by the schema as a wrong number. */
const cents = (value: string) => (value.trim() === '' ? undefined : (parseEuros(value) ?? Number.NaN));
const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form as the API's body: the fields of the other kinds are left out (null), as the API wants them. */
export function productBodyOf(form: ProductForm): z.input<typeof ZProductBody> {
  const only = <T>(kind: ProductKind, value: T) => (form.kind === kind ? value : null);
  return {
    name: form.name,
    kind: form.kind,
    category: form.category ?? undefined,
    description: form.description,
    picture: form.picture[0]?.id ?? null,
    unitPriceCents: cents(form.unitPriceCents),
    vatRate: form.vatRate,
    unit: form.unit,
    sites: form.sites,
    stock: form.trackStock ? whole(form.stock) : null,
    active: form.active,
    creditsCents: only('credit_pack', cents(form.creditsCents)),
    validityMonths: only('credit_pack', whole(form.validityMonths)),
    commitmentMonths: only('subscription_plan', whole(form.commitmentMonths)),
    monthlyCreditsCents: only('subscription_plan', cents(form.monthlyCreditsCents)),
    serviceType: only('service', form.serviceType === '' ? undefined : form.serviceType),
  } as z.input<typeof ZProductBody>;
}

const ZProductFormBody = z.custom<ProductForm>().transform(productBodyOf).pipe(ZProductBody);

export const productResolver = zodResolver(ZProductFormBody) as unknown as Resolver<ProductForm, unknown, ProductBody>;
