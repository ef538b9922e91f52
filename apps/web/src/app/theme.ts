import { CONTROL_LABELS } from '@hubgrade/domain/common/ui-labels';
import { alpha, createTheme, darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';
import type { BrandState } from '../lib/brand.ts';
import type { ColorMode } from '../lib/color-mode.ts';
import { BACKGROUND, FONT_STACK } from './theme-tokens.ts';

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/** The palette colours that chips and controls write text in. */
const TEXT_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * The brand colour as text on `background`: kept when readable, otherwise darkened (or lightened
 * in dark mode) step by step. A light brand colour such as the default orange stays the colour of
 * buttons, while links and outlined controls remain legible.
 */
function readableOn(color: string, background: string, dark: boolean): string {
  let candidate = color;
  for (let step = 1; step <= 8 && getContrastRatio(candidate, background) < READABLE_CONTRAST; step++) {
    candidate = dark ? lighten(color, step / 10) : darken(color, step / 10);
  }
  return candidate;
}

/** The MUI theme of a brand (spec shell §3: primary and optional colours from configuration.themes). */
export function buildTheme(brand: BrandState, mode: ColorMode): Theme {
  const colors = brand.theme.colors ?? {};
  const dark = mode === 'dark';
  const base = createTheme({
    palette: {
      mode,
      // A filled surface (button, chip, badge) takes dark text whenever white would not reach AA.
      contrastThreshold: READABLE_CONTRAST,
      primary: { main: brand.primaryColor },
      ...(colors.secondary ? { secondary: { main: colors.secondary } } : {}),
      ...(colors.error ? { error: { main: colors.error } } : {}),
      ...(colors.info ? { info: { main: colors.info } } : {}),
      ...(colors.success ? { success: { main: colors.success } } : {}),
      background: BACKGROUND[mode],
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 650 },
      h6: { fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
  const paper = base.palette.background.paper;
  const primaryText = readableOn(base.palette.primary.main, paper, dark);
  // An outlined chip writes in its colour: a shade of it that reads on the page, for every colour.
  const textOf = (color: (typeof TEXT_COLORS)[number]) => readableOn(base.palette[color].main, paper, dark);
  const outlinedChips = TEXT_COLORS.map((color) => ({
    props: { variant: 'outlined' as const, color },
    style: { color: textOf(color), borderColor: alpha(textOf(color), 0.5) },
  }));
  // Text and outlined buttons write in their colour too (« Supprimer » in warning in a table row).
  const textButtons = TEXT_COLORS.flatMap((color) => [
    { props: { variant: 'text' as const, color }, style: { color: textOf(color) } },
    { props: { variant: 'outlined' as const, color }, style: { color: textOf(color), borderColor: alpha(textOf(color), 0.5) } },
  ]);
  return createTheme(base, {
    components: {
      // French texts of the library's own controls.
      MuiAutocomplete: {
        defaultProps: {
          clearText: CONTROL_LABELS.clear,
          closeText: CONTROL_LABELS.close,
          openText: CONTROL_LABELS.open,
          loadingText: CONTROL_LABELS.loading,
          noOptionsText: CONTROL_LABELS.noOptions,
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: textButtons,
          },
        },
      },
      MuiLink: { styleOverrides: { root: { color: primaryText, textDecorationColor: alpha(primaryText, 0.4) } } },
      MuiChip: { styleOverrides: { root: { variants: outlinedChips } } },
      MuiTab: { styleOverrides: { textColorPrimary: { '&.Mui-selected': { color: primaryText } } } },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryText } } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: base.palette.divider } } },
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: base.palette.background.paper,
            color: base.palette.text.primary,
            borderBottom: `1px solid ${base.palette.divider}`,
          },
        },
      },
      MuiAlert: { defaultProps: { closeText: CONTROL_LABELS.close }, styleOverrides: { root: { alignItems: 'center' } } },
      // The current sidebar entry: a tint of the brand colour, its text kept readable.
      MuiListItemButton: {
        styleOverrides: {
          root: {
            '&.Mui-selected': {
              backgroundColor: alpha(base.palette.primary.main, dark ? 0.2 : 0.13),
              color: primaryText,
              '& .MuiListItemIcon-root': { color: primaryText },
              '&:hover': { backgroundColor: alpha(base.palette.primary.main, dark ? 0.26 : 0.18) },
            },
          },
        },
      },
      MuiBadge: { styleOverrides: { badge: { fontWeight: 700, fontSize: 11, minWidth: 18, height: 18, padding: '0 5px' } } },
      MuiTableRow: {
        styleOverrides: {
          root: { '&.MuiTableRow-hover:hover': { backgroundColor: alpha(base.palette.primary.main, 0.06) } },
        },
      },
    },
  });
}
