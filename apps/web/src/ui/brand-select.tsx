import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface BrandSelectProps {
  label: string;
  /** The main platform's name, brand 0. */
  mainPlatform: string;
  brands: readonly { id: number; name: string }[];
  value: number;
  onChange: (brandId: number) => void;
}

/** The brand whose values a main-platform administrator reads and writes; 0: the main platform itself. */
export function BrandSelect({ label, mainPlatform, brands, value, onChange }: BrandSelectProps) {
  const choices = [{ id: 0, name: mainPlatform }, ...brands.filter((brand) => brand.id !== 0)];
  return (
    <TextField
      select
      label={label}
      value={choices.some((choice) => choice.id === value) ? String(value) : ''}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 320 } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
