import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DEFAULT_THEME_IMAGES, useBrand } from '../lib/brand.ts';

type Variant = 'inside' | 'outside';

/**
 * The brand's logo; without one, the product's default mark (spec shell §9 default theme images)
 * beside the brand's name. `inside` is the signed-in top bar, `outside` the sign-in screens (spec
 * shell §3 theme images); `inverted` sits on the brand colour, where the mark for dark surfaces shows.
 */
export function BrandMark({ variant, inverted = false }: { variant: Variant; inverted?: boolean }) {
  const brand = useBrand();
  const dark = useTheme().palette.mode === 'dark';
  const logo = variant === 'inside' ? (brand.theme.logo_back_in_large ?? brand.theme.logo_large) : brand.theme.logo_back_out;
  if (logo) {
    return (
      <Box
        component="img"
        src={logo}
        alt={brand.name}
        sx={{ height: variant === 'inside' ? 36 : 56, maxWidth: 220, objectFit: 'contain' }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      {/* The name follows as text: the mark adds nothing to read. */}
      <Box
        component="img"
        src={inverted || dark ? DEFAULT_THEME_IMAGES.logoDark : DEFAULT_THEME_IMAGES.logo}
        alt=""
        data-testid="default-logo"
        width={36}
        height={36}
        sx={{ display: 'block', flexShrink: 0 }}
      />
      <Typography
        component="span"
        data-testid="brand-name"
        noWrap
        sx={{ fontWeight: 700, fontSize: 18, letterSpacing: '-0.01em', color: inverted ? 'common.white' : 'text.primary' }}
      >
        {brand.name}
      </Typography>
    </Box>
  );
}
