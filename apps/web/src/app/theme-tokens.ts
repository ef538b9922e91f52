import type { ColorMode } from '../lib/color-mode.ts';

/**
 * The theme's values that the landing pages' HTML also draws with, before the code and MUI have
 * loaded (build/boot-frame.ts): kept here, away from MUI, so that both read the same ones.
 */
export const FONT_STACK = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(
  ',',
);

export const BACKGROUND: Record<ColorMode, { default: string; paper: string }> = {
  light: { default: '#F4F6FA', paper: '#FFFFFF' },
  dark: { default: '#0F1115', paper: '#171A21' },
};
