import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { SpaceBody } from '@hubgrade/domain/spaces/site-schemas';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import type { SiteForm } from './site-form.ts';

type SiteControl = Control<SiteForm, unknown, SpaceBody>;

function DayRow({ control, index }: { control: SiteControl; index: number }) {
  const open = useWatch({ control, name: `openingHours.${index}.open` });
  const day = L.weekdays[index] as string;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '6.5rem 6.5rem 1fr 1fr' }, gap: 1.5, alignItems: 'start' }}>
      <Typography sx={{ pt: 1, gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 500 }}>{day}</Typography>
      <Controller
        control={control}
        name={`openingHours.${index}.open`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, m: 0 }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': `${day} : ${L.open}` } }}
              />
            }
            label={field.value ? L.open : L.closed}
          />
        )}
      />
      {open && (
        <>
          <FormTextField control={control} name={`openingHours.${index}.opens`} label={L.opens} size="small" type="time" />
          <FormTextField control={control} name={`openingHours.${index}.closes`} label={L.closes} size="small" type="time" />
        </>
      )}
    </Box>
  );
}

/** The site's week, Monday first: each day open with its hours, or closed. */
export function OpeningHoursField({ control }: { control: SiteControl }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, gridColumn: '1 / -1' }}>
      <Typography component="legend" variant="subtitle2" color="textSecondary" sx={{ mb: 1 }}>
        {L.fields.openingHours}
      </Typography>
      {L.weekdays.map((day, index) => (
        <DayRow key={day} control={control} index={index} />
      ))}
    </Box>
  );
}
