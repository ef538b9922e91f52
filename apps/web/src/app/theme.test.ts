import { DEFAULT_PRIMARY_COLOR } from '@hubgrade/domain/brands/defaults';
import { describe, expect, it } from 'vitest';
import { buildTheme } from './theme.ts';

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
