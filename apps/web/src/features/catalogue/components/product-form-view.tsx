import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import { defaultUnit, PRODUCT_KINDS, PRODUCT_VAT_RATES, SERVICE_TYPES, UNITS_BY_KIND } from '@hubgrade/domain/catalogue/rules';
import type { ProductBody, ProductOptions } from '@hubgrade/domain/catalogue/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormIdSelect } from '../../../ui/form-id-select.tsx';
import { FormMoneyField } from '../../../ui/form-money-field.tsx';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormRichTextField } from '../../../ui/rich-text/form-rich-text-field.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { PRODUCT_FORM_FIELDS, type ProductForm, productResolver } from './product-form.ts';

const L = CATALOGUE_LABELS.products;
const F = L.fields;
const full = { gridColumn: '1 / -1' };
type FormControlOf = Control<ProductForm, unknown, ProductBody>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The sites of the chosen category's brand, as boxes to tick. */
function SitesField({ control, espaces }: { control: FormControlOf; espaces: ProductOptions['espaces'] }) {
  return (
    <Controller
      control={control}
      name="sites"
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={fieldState.error !== undefined} sx={full}>
          <FormLabel component="legend">{F.sites}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {espaces.map((site) => (
              <FormControlLabel
                key={site.id}
                label={site.name}
                control={
                  <Checkbox
                    checked={field.value.includes(site.id)}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...field.value, site.id] : field.value.filter((id) => id !== site.id))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function SwitchField({ control, name, label }: { control: FormControlOf; name: 'active' | 'trackStock'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
        />
      )}
    />
  );
}

/** The fields only the chosen kind has. */
function KindFields({ control, kind }: { control: FormControlOf; kind: ProductForm['kind'] }) {
  switch (kind) {
    case 'credit_pack':
      return (
        <Section title={L.sections.kind}>
          <FormMoneyField control={control} name="creditsCents" label={F.credits} required />
          <FormTextField control={control} name="validityMonths" label={F.validityMonths} required type="number" />
        </Section>
      );
    case 'subscription_plan':
      return (
        <Section title={L.sections.kind}>
          <FormTextField control={control} name="commitmentMonths" label={F.commitmentMonths} required type="number" />
          <FormMoneyField control={control} name="monthlyCreditsCents" label={F.monthlyCredits} required />
        </Section>
      );
    case 'service':
      return (
        <Section title={L.sections.kind}>
          <FormSelectField control={control} name="serviceType" label={F.serviceType} required>
            {SERVICE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {L.serviceTypes[type]}
              </MenuItem>
            ))}
          </FormSelectField>
        </Section>
      );
    default:
      return null;
  }
}

/**
 * The whole product, as created and as edited: general fields, price, the kind's own fields,
 * sites and stock, picture and description. The sites offered are those of the category's brand.
 */
export function ProductFormView({
  initial,
  options,
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  initial: ProductForm;
  options: ProductOptions;
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: ProductBody, showErrors: (error: Error) => void) => void;
}) {
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<ProductForm, unknown, ProductBody>({
    resolver: productResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const [kind, category, trackStock] = useWatch({ control, name: ['kind', 'category', 'trackStock'] });
  const brandId = options.categories.find((c) => c.id === category)?.brandId;
  const espaces = category === null ? [] : options.espaces.filter((site) => site.brandId === brandId);
  const showErrors = (error: Error) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, PRODUCT_FORM_FIELDS);
  };
  const units = UNITS_BY_KIND[kind];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => onSubmit(body, showErrors))}
      sx={{ display: 'grid', gap: 3 }}
      aria-label={editing ? L.edit : L.newTitle}
    >
      <Section title={L.sections.general}>
        <FormTextField control={control} name="name" label={F.name} required sx={full} />
        <FormSelectField
          control={control}
          name="kind"
          label={F.kind}
          required
          parse={(value) => {
            const next = PRODUCT_KINDS.find((k) => k === value) ?? 'product';
            // A unit the new kind is not sold by gives way to the kind's own.
            if (!UNITS_BY_KIND[next].includes(getValues('unit'))) setValue('unit', defaultUnit(next));
            return next;
          }}
        >
          {PRODUCT_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {L.kinds[k]}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormIdSelect control={control} name="category" label={F.category} required options={options.categories} />
        <SwitchField control={control} name="active" label={F.active} />
      </Section>
      <Section title={L.sections.price}>
        <FormMoneyField
          control={control}
          name="unitPriceCents"
          label={kind === 'subscription_plan' ? F.monthlyPrice : F.unitPrice}
          required
        />
        <FormSelectField control={control} name="vatRate" label={F.vatRate} required parse={Number}>
          {PRODUCT_VAT_RATES.map((rate) => (
            <MenuItem key={rate} value={String(rate)}>
              {L.vatRate(rate)}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormSelectField control={control} name="unit" label={F.unit} required disabled={units.length === 1}>
          {units.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {L.units[unit]}
            </MenuItem>
          ))}
        </FormSelectField>
      </Section>
      <KindFields control={control} kind={kind} />
      <Section title={L.sections.availability}>
        {category === null ? (
          <Typography color="textSecondary" sx={full}>
            {L.chooseCategoryFirst}
          </Typography>
        ) : (
          <SitesField control={control} espaces={espaces} />
        )}
        <SwitchField control={control} name="trackStock" label={F.trackStock} />
        {trackStock && <FormTextField control={control} name="stock" label={F.stock} required type="number" />}
      </Section>
      <Section title={L.sections.picture}>
        <Controller
          control={control}
          name="picture"
          render={({ field, fieldState }) => (
            <Box sx={full}>
              <UploadWidget mode="image" value={field.value} onChange={field.onChange} />
              {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </Box>
          )}
        />
      </Section>
      <Box sx={{ display: 'grid' }}>
        <FormRichTextField control={control} name="description" label={F.description} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={editing && !formState.isDirty}>
          {L.save}
        </Button>
      </Box>
    </Box>
  );
}
