import Chip from '@mui/material/Chip';

/**
 * A company category as the coloured chip of the specs (tables §3 "Company"). The colour is the
 * brand's data, light or dark: the text takes whichever of dark or white reads on it.
 */
export function CategoryChip({ category }: { category: { name: string; color: string } | null }) {
  if (!category) return null;
  return (
    <Chip
      size="small"
      label={category.name}
      sx={(theme) => ({ bgcolor: category.color, color: theme.palette.getContrastText(category.color), fontWeight: 500 })}
    />
  );
}
