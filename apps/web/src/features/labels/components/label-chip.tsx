import { LABEL_COLOUR_HEX } from '@hubgrade/domain/labels/rules';
import type { LabelTag } from '@hubgrade/domain/labels/schemas';
import Chip from '@mui/material/Chip';

/** A label as a chip of its palette colour; the palette is light, so the text stays dark. */
export function LabelChip({ label }: { label: Pick<LabelTag, 'name' | 'colour'> }) {
  return (
    <Chip
      size="small"
      label={label.name}
      sx={{ bgcolor: LABEL_COLOUR_HEX[label.colour], color: 'rgba(0, 0, 0, 0.87)', fontWeight: 500, maxWidth: '100%' }}
    />
  );
}
