import { useEffect } from 'react';

/**
 * The browser tab's title: the screen's title and the brand's name ("Membres · Hubgrade"), the
 * brand's name alone where no screen names itself. Both parts are kept here, so that whichever is
 * known last (a screen draws before its brand's effect has run) the title is whole.
 */
const parts: { screen: string | null; brand: string } = { screen: null, brand: document.title };

function write(): void {
  document.title = parts.screen ? `${parts.screen} · ${parts.brand}` : parts.brand;
}

export function setDocumentBrand(name: string): void {
  parts.brand = name;
  write();
}

/** The tab's title while the calling screen is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    parts.screen = title;
    write();
    return () => {
      parts.screen = null;
      write();
    };
  }, [title]);
}
