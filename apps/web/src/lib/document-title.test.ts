import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentBrand, useDocumentTitle } from './document-title.ts';

afterEach(cleanup);

describe('the browser tab’s title', () => {
  it('names the screen then the brand, whichever is known first, and the brand alone once the screen is gone', () => {
    setDocumentBrand('Hubgrade');
    const { rerender, unmount } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'Membres' } });
    expect(document.title).toBe('Membres · Hubgrade');
    setDocumentBrand('Nova Services');
    expect(document.title).toBe('Membres · Nova Services');
    rerender({ title: 'Fiche membre' });
    expect(document.title).toBe('Fiche membre · Nova Services');
    unmount();
    expect(document.title).toBe('Nova Services');
  });

  it('shows the brand alone while the screen’s title is not known yet', () => {
    setDocumentBrand('Hubgrade');
    renderHook(() => useDocumentTitle(null));
    expect(document.title).toBe('Hubgrade');
  });
});
