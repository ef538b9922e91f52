import { LABEL_COLOUR_HEX } from '@hubgrade/domain/labels/rules';
import type { LabelTag } from '@hubgrade/domain/labels/schemas';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** A label as a chip of its palette colour; the palette is light, so the text stays dark. */
export function LabelChip({ label, sx, ...chip }: { label: Pick<LabelTag, 'name' | 'colour'> } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      {...chip}
      label={label.name}
      sx={[
        {
          bgcolor: LABEL_COLOUR_HEX[label.colour],
          color: 'rgba(0, 0, 0, 0.87)',
          fontWeight: 500,
          maxWidth: '100%',
          '& .MuiChip-deleteIcon': { color: 'rgba(0, 0, 0, 0.54)', '&:hover': { color: 'rgba(0, 0, 0, 0.87)' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
