import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { CodesField, FieldGrid, full, NumberField } from './block-fields.tsx';
import type { BlockControl, BlockFormApi } from './block-form.tsx';

const F = SEO_LABELS.blocks.fields;

/** The ads near a point (latitude, longitude, radius) or in a place (postcode or city), filtered by types (spec shell §5). */
export function AdListFields({ control, form }: { control: BlockControl<'adList'>; form: BlockFormApi<'adList'> }) {
  const mode = useWatch({ control, name: 'mode' });
  return (
    <FieldGrid>
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <FormControl component="fieldset" sx={full}>
            <FormLabel component="legend">{F.mode}</FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                void form.trigger();
              }}
            >
              <FormControlLabel value="coordinates" control={<Radio />} label={F.modes.coordinates} />
              <FormControlLabel value="location" control={<Radio />} label={F.modes.location} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {mode === 'location' ? (
        <FormTextField control={control} name="zipcode" label={F.zipcode} required sx={full} />
      ) : (
        <>
          <NumberField control={control} name="lat" label={F.lat} required />
          <NumberField control={control} name="lng" label={F.lng} required />
          <NumberField control={control} name="radius" label={F.radius} required />
        </>
      )}
      <NumberField control={control} name="nbAd" label={F.nbAd} />
      <NumberField control={control} name="idLoueur" label={F.idLoueur} />
      <CodesField control={control} name="spaceTypes" label={F.spaceTypes} names={F.spaceTypeNames} />
      <CodesField control={control} name="renterTypes" label={F.renterTypes} names={F.renterTypeNames} />
      <CodesField control={control} name="contractTypes" label={F.contractTypes} names={F.contractTypeNames} />
    </FieldGrid>
  );
}
