import Box from '@mui/material/Box';
import { ColorDot } from '../../../ui/form-color-field.tsx';

/** A room's or a space's name after its calendar colour. */
export function NameWithColor({ name, color }: { name: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <ColorDot color={color} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
    </Box>
  );
}
