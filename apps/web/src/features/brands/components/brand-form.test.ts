import type { BrandSheet } from '@hubgrade/domain/brands/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, formOf } from './brand-form.ts';

const LOGO = { id: 7, name: 'a.png', path: '/api/upload/7/file', originalName: 'logo.png', mimeType: 'image/png' as const, size: 68 };

const SHEET: BrandSheet = {
  id: 12,
  name: 'Maison Lumière',
  urlClient: null,
  urlBack: 'brand12.localhost',
  urlFront: 'http://www.brand12.localhost',
  modules: ['members'],
  flags: { slack: false, welcomr: true, marketplace: false },
  vocabulary: 'prestataire',
  colors: { primary: '#00695C', secondary: null, error: null, info: '#1565C0', success: null, accent: null },
  images: {
    logo_mini: null,
    logo_large: null,
    logo_back_in_mini: null,
    logo_back_in_large: null,
    logo_back_out: LOGO,
    brand_background_login: null,
    favicon: null,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the brand form', () => {
  it('starts a new brand with the default primary colour and nothing else', () => {
    const form = formOf(undefined);
    expect(form.colors).toEqual({ primary: '#F8A800', secondary: '', error: '', info: '', success: '', accent: '' });
    expect(form.vocabulary).toBe('loueur');
    expect(Object.values(form.images).every((v) => v.length === 0)).toBe(true);
  });

  it('sends the sheet back as it came: empty texts as typed, unset colours as null, each image as its upload id', () => {
    const body = bodyOf(formOf(SHEET));
    expect(body).toMatchObject({
      name: 'Maison Lumière',
      urlBack: 'brand12.localhost',
      urlClient: '',
      urlFront: 'http://www.brand12.localhost',
      modules: ['members'],
      flags: { welcomr: true },
      vocabulary: 'prestataire',
      colors: { primary: '#00695C', secondary: null, info: '#1565C0' },
    });
    expect(body.images).toMatchObject({ logo_back_out: 7, favicon: null });
  });

  it('sends an emptied primary colour as typed, for the API to refuse it by name', () => {
    const form = formOf(SHEET);
    form.colors.primary = ' ';
    expect(bodyOf(form).colors?.primary).toBe('');
  });
});
