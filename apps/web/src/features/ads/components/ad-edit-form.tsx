import { zodResolver } from '@hookform/resolvers/zod';
import { type AdEditForm, adEditFormOf, toAdEdit, ZAdEditForm } from '@hubgrade/domain/ads/forms';
import { AD_CATEGORY_LABELS, CONTRACT_TYPE_LABELS, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdSheet } from '@hubgrade/domain/ads/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { FormIdSelect } from '../../../ui/form-id-select.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormRichTextField } from '../../../ui/rich-text/form-rich-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useEditAd } from '../api/ads.ts';

const resolver = zodResolver(ZAdEditForm) as unknown as Resolver<AdEditForm>;

/** The API's names of the edited fields, for its 400 answers. */
const SERVER_FIELDS: Record<string, keyof AdEditForm> = {
  'hubgrade_ad.title': 'title',
  'hubgrade_ad.description': 'description',
  'hubgrade_ad.zipcode': 'zipcode',
  'hubgrade_ad.rentMonthly': 'rentMonthly',
  'hubgrade_ad.rentDaily': 'rentDaily',
};

/** The sheet's edit form (react-hook-form + the domain's schema): PATCH /annonces/{adId}. */
export function AdEditFormView({ ad, branded, onDone }: { ad: AdSheet; branded: boolean; onDone: () => void }) {
  const edit = useEditAd();
  const { run } = useMutationFeedback();
  const { control, handleSubmit, setError } = useForm<AdEditForm>({ resolver, defaultValues: adEditFormOf(ad), mode: 'onTouched' });

  const submit = handleSubmit((values) => {
    run(
      edit,
      { id: ad.adId, edit: toAdEdit(values) },
      {
        onSuccess: onDone,
        success: L.done.saved,
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [path, messages] of Object.entries(error.errors)) {
              const field = SERVER_FIELDS[path];
              if (field && messages[0]) setError(field, { type: 'server', message: messages[0] });
            }
          }
        },
        error: (error) => (error instanceof ApiError && error.status !== 400 ? error.message : undefined),
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
      <FormTextField control={control} name="title" label={L.fields.adTitle} required />
      <FormTextField control={control} name="seoH1" label={L.fields.adSeoH1} />
      <FormTextField control={control} name="seo" label={L.fields.adSeo} multiline minRows={2} />
      <FormRichTextField control={control} name="description" label={L.fields.description} required />
      <FormIdSelect
        control={control}
        name="category"
        label={L.fields.adCategory}
        options={Object.entries(AD_CATEGORY_LABELS).map(([id, name]) => ({ id: Number(id), name }))}
      />
      {!branded && (
        <>
          <FormTextField control={control} name="address" label={L.fields.adAddress} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 2 }}>
            <FormTextField control={control} name="zipcode" label={L.fields.adZipcode} />
            <FormTextField control={control} name="city" label={L.fields.adCity} />
          </Box>
          <Controller
            control={control}
            name="contractTypes"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{L.fields.contractTypes}</FormLabel>
                <FormGroup row>
                  {([1, 4] as const).map((type) => (
                    <FormControlLabel
                      key={type}
                      label={CONTRACT_TYPE_LABELS[type]}
                      control={
                        <Checkbox
                          checked={field.value.includes(type)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...field.value, type] : field.value.filter((v) => v !== type))
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
          />
        </>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="areaSquare" label={L.fields.adAreaSquare} />
        <FormTextField control={control} name="capacity" label={L.fields.adCapacity} />
        <FormTextField control={control} name="rentMonthly" label={`${L.fields.adRent} (€)`} />
        <FormTextField control={control} name="rentDaily" label={`${L.fields.dailyRent} (€)`} />
      </Box>
      {!branded && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <FormIdSelect
            control={control}
            name="mandate"
            label={L.fields.mandate}
            sx={{ minWidth: 220 }}
            options={([0, 1, 2] as const).map((id) => ({ id, name: L.mandates[id] }))}
          />
          <Controller
            control={control}
            name="wrongPhoto"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={L.wrongPhoto}
              />
            )}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={edit.isPending}>
          {L.actions.save}
        </Button>
        <Button onClick={onDone}>{L.actions.cancel}</Button>
      </Box>
    </Box>
  );
}
