import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha, darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useBrand } from '../../lib/brand.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { ScreenOutlet } from '../screen-outlet.tsx';

/** Spec shell §2.2: the sign-in layout, with the brand's login background when it has one. */
export function LoginLayout() {
  const brand = useBrand();
  const background = brand.theme.brand_background_login;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 4,
          p: { md: 5, lg: 7 },
          color: 'common.white',
          backgroundColor: 'primary.main',
          backgroundImage: background
            ? `linear-gradient(${alpha(theme.palette.primary.dark, 0.55)}, ${alpha(theme.palette.primary.dark, 0.75)}), url("${background}")`
            : `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.light, 0.45)}, transparent 50%), linear-gradient(150deg, ${theme.palette.primary.dark}, ${darken(theme.palette.primary.dark, 0.45)})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        })}
      >
        <BrandMark variant="outside" inverted />
        <Box sx={{ maxWidth: 460 }}>
          <Typography variant="h3" component="p" sx={{ fontSize: { md: 34, lg: 40 }, lineHeight: 1.15, mb: 2 }}>
            {SHELL_LABELS.productTagline}
          </Typography>
          <Typography sx={{ opacity: 0.88, fontSize: 17 }}>{SHELL_LABELS.productPitch}</Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.75 }}>
          {SHELL_LABELS.copyright(brand.name, new Date().getFullYear())}
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ width: '100%', maxWidth: 460 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
            <BrandMark variant="outside" />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
            <ScreenOutlet />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
