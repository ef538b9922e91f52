import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { DEFAULT_THEME_IMAGES, useBrand } from '../lib/brand.ts';

type Variant = 'inside' | 'outside';

/**
 * The brand's logo; without one, a mark beside the brand's name: the product's own (spec shell §9
 * default theme images) on the main platform, a neutral one in the brand's colour on a brand, which
 * must not wear another company's logo. `inside` is the signed-in top bar, `outside` the sign-in screens (spec
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
      {brand.brand ? (
        <NeutralMark name={brand.name} color={brand.primaryColor} inverted={inverted} />
      ) : (
        <Box
          component="img"
          src={inverted || dark ? DEFAULT_THEME_IMAGES.logoDark : DEFAULT_THEME_IMAGES.logo}
          alt=""
          data-testid="default-logo"
          width={36}
          height={36}
          sx={{ display: 'block', flexShrink: 0 }}
        />
      )}
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

/** A brand's mark when it has no logo: its initial on its primary colour (white on the brand-coloured bar). */
function NeutralMark({ name, color, inverted }: { name: string; color: string; inverted: boolean }) {
  const theme = useTheme();
  const background = inverted ? theme.palette.common.white : color;
  return (
    <Box
      aria-hidden
      data-testid="neutral-logo"
      sx={{
        width: 36,
        height: 36,
        flexShrink: 0,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: background,
        color: inverted ? color : theme.palette.getContrastText(color),
        fontWeight: 700,
        fontSize: 18,
        lineHeight: 1,
        // Drawn, not written: the link's name is the brand's name beside it, with no stray letter (WCAG 2.5.3).
        '&::before': { content: JSON.stringify(name.trim().charAt(0).toUpperCase()) },
      }}
    />
  );
}
