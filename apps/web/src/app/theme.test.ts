import { DEFAULT_PRIMARY_COLOR } from '@hubgrade/domain/brands/defaults';
import { getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import type { BrandState } from '../lib/brand.ts';
import { buildTheme, READABLE_CONTRAST } from './theme.ts';

const unbranded = { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: DEFAULT_PRIMARY_COLOR };

describe('buildTheme', () => {
  it('speaks French in MUI’s own controls, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = buildTheme(unbranded, mode);
      expect(theme.components?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
      expect(theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText).toBe('Pas de résultats');
    }
  });

  it('keeps the brand colour as the primary colour', () => {
    expect(buildTheme({ ...unbranded, primaryColor: '#123456' }, 'light').palette.primary.main).toBe('#123456');
  });
});

/** The default theme, the seeded brands' (5, 8, 9, 10) and a pale colour no text could be written in as it is. */
const BRAND_COLOURS: { primary: string; secondary?: string }[] = [
  { primary: DEFAULT_PRIMARY_COLOR },
  { primary: '#2E7D32', secondary: '#A5D6A7' },
  { primary: '#6A1B9A' },
  { primary: '#1565C0', secondary: '#90CAF9' },
  { primary: '#EF6C00' },
  { primary: '#FFEB3B', secondary: '#FFF59D' },
];

const branded = (colors: { primary: string; secondary?: string }): BrandState => ({
  ...unbranded,
  primaryColor: colors.primary,
  theme: { colors },
});

interface Variant {
  props: { variant?: string; color?: string };
  style: { color?: string };
}
const variantsOf = (theme: Theme, component: 'MuiChip' | 'MuiButton') =>
  ((theme.components?.[component]?.styleOverrides?.root as { variants?: Variant[] } | undefined)?.variants ?? []) as Variant[];

describe('text in the brand’s colours reaches 4.5:1 (WCAG AA) on the page, for every brand theme', () => {
  it.each(BRAND_COLOURS)('primary $primary', (colors) => {
    const theme = buildTheme(branded(colors), 'light');
    const paper = theme.palette.background.paper;
    const linkColour = (theme.components?.MuiLink?.styleOverrides?.root as { color: string } | undefined)?.color ?? '';
    expect(getContrastRatio(linkColour, paper)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    const tab = (theme.components?.MuiTab?.styleOverrides?.textColorPrimary as Record<string, { color: string }> | undefined)?.[
      '&.Mui-selected'
    ];
    expect(getContrastRatio(tab?.color ?? '', paper)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    const chips = variantsOf(theme, 'MuiChip').filter((v) => v.props.variant === 'outlined');
    expect(chips.map((v) => v.props.color)).toEqual(['primary', 'secondary', 'error', 'warning', 'info', 'success']);
    for (const chip of chips)
      expect(getContrastRatio(chip.style.color ?? '', paper), String(chip.props.color)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    for (const button of variantsOf(theme, 'MuiButton')) {
      expect(getContrastRatio(button.style.color ?? '', paper)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
  });

  it.each(BRAND_COLOURS)('filled surfaces of $primary write in a contrasting text', (colors) => {
    const { palette } = buildTheme(branded(colors), 'light');
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect(getContrastRatio(palette[name].contrastText, palette[name].main), name).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
    // A category chip's own colour (the companies' categories) gets its text from the same rule.
    expect(getContrastRatio(palette.getContrastText('#FF9800'), '#FF9800')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });

  it('keeps the brand colour itself for the surfaces', () => {
    expect(buildTheme(branded({ primary: '#EF6C00' }), 'light').palette.primary.main).toBe('#EF6C00');
  });
});
