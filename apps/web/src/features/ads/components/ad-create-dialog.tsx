import { zodResolver } from '@hookform/resolvers/zod';
import { type AdCreateForm, adCreateFormSchema, EMPTY_AD_CREATE_FORM, toAdCreateBody } from '@hubgrade/domain/ads/forms';
import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { FormIdSelect } from '../../../ui/form-id-select.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormRichTextField } from '../../../ui/rich-text/form-rich-text-field.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useCreateAd } from '../api/ads.ts';
import { useBrandSites, useCategories, useContractTypes, useLandlordGroups } from '../api/form-lists.ts';
import { LandlordSelect } from './landlord-select.tsx';

/** The API's paths of the fields the form shows, for its 400 answers. */
const SERVER_FIELDS: Record<string, keyof AdCreateForm> = {
  adGroupId: 'adGroupId',
  'hubgrade_ad.user': 'user',
  'hubgrade_ad.title': 'title',
  'hubgrade_ad.description': 'description',
  'hubgrade_ad.category': 'category',
  'hubgrade_ad.space': 'space',
  'hubgrade_ad.address.addressLine1': 'addressLine1',
  'hubgrade_ad.address.city': 'city',
  'hubgrade_ad.address.zipcode': 'zipcode',
  'hubgrade_ad.contract.contractTypes': 'contractTypes',
  'hubgrade_ad.contract.rentMonthly': 'rentMonthly',
  'hubgrade_ad.contract.rentDaily': 'rentDaily',
  'hubgrade_ad.areaSquare': 'areaSquare',
  'hubgrade_ad.capacity': 'capacity',
};

/**
 * "Déposer une annonce" (members-bookings-feed §2.14): persistent, 700 px wide. The landlord
 * chosen first gives the list of his groups; a brand's ad is placed in one of its sites, a
 * main-platform ad gets its own address and contract types. After a 201 the list reloads and the
 * form starts again empty.
 */
export function AdCreateDialog({
  open,
  onClose,
  brandId,
  landlordWord,
}: {
  open: boolean;
  onClose: () => void;
  brandId: number | null;
  landlordWord: string;
}) {
  const branded = brandId !== null;
  const titleId = useId();
  const snackbar = useSnackbar();
  const create = useCreateAd();
  const resolver = useMemo(() => zodResolver(adCreateFormSchema(branded)) as unknown as Resolver<AdCreateForm>, [branded]);
  const form = useForm<AdCreateForm>({ resolver, defaultValues: EMPTY_AD_CREATE_FORM, mode: 'onTouched' });
  const { control, handleSubmit, watch, reset, setValue, setError, formState } = form;
  const user = watch('user');
  const category = watch('category');
  const categories = useCategories();
  const contractTypes = useContractTypes();
  const sites = useBrandSites(brandId);
  const groups = useLandlordGroups(user);

  const submit = handleSubmit((values) => {
    create.mutate(toAdCreateBody(values, branded), {
      onSuccess: () => {
        snackbar.success({ message: L.creation.created });
        reset(EMPTY_AD_CREATE_FORM);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [path, messages] of Object.entries(error.errors)) {
            const field = SERVER_FIELDS[path];
            if (field && messages[0]) setError(field, { type: 'server', message: messages[0] });
          }
        }
        snackbar.error({ message: L.creation.failed(error.message), preset: 'adError' });
      },
    });
  });

  const close = () => {
    reset(EMPTY_AD_CREATE_FORM);
    onClose();
  };

  return (
    <Dialog
      open={open}
      // Persistent: only the buttons close it, a click outside or Escape would lose the typing.
      onClose={(_, reason) => reason !== 'backdropClick' && reason !== 'escapeKeyDown' && close()}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 700 } } }}
    >
      <DialogTitle id={titleId}>{L.creation.title}</DialogTitle>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Controller
            control={control}
            name="user"
            render={({ field, fieldState }) => (
              <LandlordSelect
                brandId={brandId}
                label={landlordWord}
                required
                value={field.value}
                onChange={(id) => {
                  field.onChange(id);
                  setValue('adGroupId', null);
                }}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <FormIdSelect
            control={control}
            name="adGroupId"
            label={L.fields.adGroup}
            required
            disabled={user === null}
            helperText={user === null ? L.creation.groupWaitsFor(landlordWord) : undefined}
            options={[{ id: 0, name: L.creation.newGroup }, ...(groups.data ?? [])]}
          />
          <FormTextField control={control} name="title" label={L.fields.adTitle} required />
          <FormRichTextField control={control} name="description" label={L.fields.description} required />
          <FormIdSelect control={control} name="category" label={L.fields.adCategory} required options={categories.data ?? []} />
          {branded ? (
            <FormIdSelect control={control} name="space" label={L.fields.site} required options={sites.data ?? []} />
          ) : (
            <>
              <FormTextField control={control} name="addressLine1" label={L.fields.adAddress} required />
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 2 }}>
                <FormTextField
                  control={control}
                  name="zipcode"
                  label={L.fields.adZipcode}
                  required
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                />
                <FormTextField control={control} name="city" label={L.fields.adCity} required />
              </Box>
              <Controller
                control={control}
                name="contractTypes"
                render={({ field, fieldState }) => (
                  <FormControl error={fieldState.error !== undefined} component="fieldset" required={category !== 2}>
                    <FormLabel component="legend">{L.fields.contractTypes}</FormLabel>
                    <FormGroup row>
                      {(contractTypes.data ?? []).map((type) => (
                        <FormControlLabel
                          key={type.id}
                          label={type.name}
                          control={
                            <Checkbox
                              checked={field.value.includes(type.id as 1 | 4)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked ? [...field.value, type.id] : field.value.filter((v: number) => v !== type.id),
                                )
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
            </>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <FormTextField
              control={control}
              name="areaSquare"
              label={L.fields.adAreaSquare}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="capacity"
              label={L.fields.adCapacity}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="rentMonthly"
              label={`${L.fields.adRent} (€)`}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {category === 2 && (
              <FormTextField
                control={control}
                name="rentDaily"
                label={`${L.fields.dailyRent} (€)`}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{L.actions.cancel}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={create.isPending || (formState.isSubmitted && !formState.isValid)}
        >
          {L.creation.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
