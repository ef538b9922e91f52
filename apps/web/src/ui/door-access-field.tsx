import { INTEGRATION_LABELS } from '@hubgrade/domain/integrations/labels';
import { doorAccessOffered } from '@hubgrade/domain/integrations/rules';
import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import { useBrand } from '../lib/brand.ts';

const L = INTEGRATION_LABELS.doorAccess;

/**
 * The booking dialogs' « open the doors » box (`hasWelcomr`), shown where the brand of this host
 * has WelcomR; a booking kept with the box ticked elsewhere keeps its value.
 */
export function DoorAccessField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { brand, configuration } = useBrand();
  if (!doorAccessOffered(brand?.id ?? null, configuration?.modules ?? [])) return null;
  return (
    <Stack>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid="door-access" />}
        label={L.label}
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{L.help}</FormHelperText>
    </Stack>
  );
}
