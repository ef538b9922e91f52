import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrand } from '../lib/brand.ts';

type Variant = 'inside' | 'outside';

/**
 * The brand's logo, or its initial on the primary colour beside its name when it has none.
 * `inside` is the signed-in top bar, `outside` the sign-in screens (spec shell §3 theme images).
 */
export function BrandMark({ variant, inverted = false }: { variant: Variant; inverted?: boolean }) {
  const brand = useBrand();
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
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 18,
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
        }}
      >
        {brand.name.charAt(0).toUpperCase()}
      </Box>
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
