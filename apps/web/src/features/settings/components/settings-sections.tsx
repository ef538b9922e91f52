import { VAT_RATES } from '@hubgrade/domain/billing/rules';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import { SETTINGS_LABELS as L } from '@hubgrade/domain/settings/labels';
import { SETTINGS_DEFAULTS } from '@hubgrade/domain/settings/rules';
import type { Settings } from '@hubgrade/domain/settings/schemas';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import type { CountField, SellerField, SettingsForm } from './settings-form-values.ts';

type Props = { control: Control<SettingsForm>; disabled: boolean };

/** Fields two by two on a large screen, one under the other on a phone. */
function Fields({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>;
}

function Help({ children }: { children: string }) {
  return <Typography color="textSecondary">{children}</Typography>;
}

const SELLER_INPUTS: { field: SellerField; inputMode?: 'numeric' | 'decimal' | 'email'; wide?: boolean }[] = [
  { field: 'name', wide: true },
  { field: 'addressLine', wide: true },
  { field: 'postcode' },
  { field: 'city' },
  { field: 'countryCode' },
  { field: 'legalForm' },
  { field: 'siren', inputMode: 'numeric' },
  { field: 'siret', inputMode: 'numeric' },
  { field: 'rcs' },
  { field: 'shareCapital', inputMode: 'decimal' },
  { field: 'vatNumber' },
  { field: 'latePenaltyRate', inputMode: 'decimal' },
  { field: 'iban' },
  { field: 'bic' },
  { field: 'email', inputMode: 'email', wide: true },
];

const sellerLabel = (field: SellerField) => L.fields[field];

export function SellerSection({ control, disabled }: Props) {
  return (
    <SheetCard title={L.sections.seller}>
      <Help>{L.sections.sellerHelp}</Help>
      <Fields>
        {SELLER_INPUTS.map(({ field, inputMode, wide }) => (
          <FormTextField
            key={field}
            control={control}
            name={`seller.${field}`}
            label={sellerLabel(field)}
            disabled={disabled}
            slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
            sx={wide ? { gridColumn: '1 / -1' } : undefined}
          />
        ))}
      </Fields>
    </SheetCard>
  );
}

export function VatSection({ control, disabled }: Props) {
  return (
    <SheetCard title={L.sections.vat}>
      <Help>{L.sections.vatHelp}</Help>
      <Controller
        control={control}
        name="vatRates"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={fieldState.error !== undefined} disabled={disabled}>
            <FormLabel component="legend">{L.fields.vatRates}</FormLabel>
            <FormGroup row>
              {VAT_RATES.map((rate) => (
                <FormControlLabel
                  key={rate}
                  label={formatVatRate(rate)}
                  control={
                    <Checkbox
                      checked={field.value.includes(rate)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, rate] : field.value.filter((r) => r !== rate))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{fieldState.error?.message ?? L.byDefault(L.allRates)}</FormHelperText>
          </FormControl>
        )}
      />
    </SheetCard>
  );
}

function CountInput({ control, disabled, field, fallback }: Props & { field: CountField; fallback: string }) {
  return (
    <FormTextField
      control={control}
      name={field}
      label={L.fields[field]}
      disabled={disabled}
      placeholder={fallback}
      shrinkLabel
      helperText={L.byDefault(fallback)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

export function BookingsSection(props: Props) {
  return (
    <SheetCard title={L.sections.bookings}>
      <Fields>
        <CountInput {...props} field="quotaHoursPerDay" fallback={L.noLimit} />
        <CountInput {...props} field="quotaHoursPerMonth" fallback={L.noLimit} />
        <CountInput {...props} field="bookingMaxDaysAhead" fallback={L.noLimit} />
      </Fields>
    </SheetCard>
  );
}

export function TerraceSection(props: Props) {
  return (
    <SheetCard title={L.sections.terrace}>
      <Help>{L.sections.terraceHelp}</Help>
      <Fields>
        <CountInput {...props} field="terraceMaxGuests" fallback={String(SETTINGS_DEFAULTS.terraceMaxGuests)} />
        <CountInput {...props} field="terraceMaxDuration" fallback={String(SETTINGS_DEFAULTS.terraceMaxDuration)} />
      </Fields>
    </SheetCard>
  );
}

export function MailSection({ control, disabled, defaultMailFrom }: Props & { defaultMailFrom: string }) {
  return (
    <SheetCard title={L.sections.mail}>
      <Help>{L.sections.mailHelp}</Help>
      <Fields>
        <FormTextField control={control} name="mailSenderName" label={L.fields.mailSenderName} disabled={disabled} />
        <FormTextField
          control={control}
          name="mailSenderAddress"
          label={L.fields.mailSenderAddress}
          disabled={disabled}
          type="email"
          placeholder={defaultMailFrom}
          shrinkLabel
        />
      </Fields>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {L.byDefault(defaultMailFrom)}
      </Typography>
    </SheetCard>
  );
}

export function SiteSection({ control, disabled, sites }: Props & { sites: Settings['sites'] }) {
  return (
    <SheetCard title={L.sections.site}>
      <Help>{L.sections.siteHelp}</Help>
      <FormSelectField
        control={control}
        name="defaultSiteId"
        label={L.fields.defaultSite}
        disabled={disabled}
        sx={{ maxWidth: { sm: 420 } }}
      >
        <MenuItem value="">{L.noSite}</MenuItem>
        {sites.map((site) => (
          <MenuItem key={site.id} value={String(site.id)}>
            {site.name}
          </MenuItem>
        ))}
      </FormSelectField>
    </SheetCard>
  );
}

export function SecuritySection({ control, disabled }: Props) {
  return (
    <SheetCard title={L.sections.security}>
      <Help>{L.sections.securityHelp}</Help>
      <Controller
        control={control}
        name="adminTwoFactor"
        render={({ field }) => (
          <FormControlLabel
            disabled={disabled}
            label={L.fields.adminTwoFactor}
            control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
          />
        )}
      />
    </SheetCard>
  );
}
