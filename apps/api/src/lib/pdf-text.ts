import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts speak WinAnsi only: French figures' narrow no-break spaces become plain
 * spaces, and any other character the font lacks (emoji, other scripts) a '?' instead of failing.
 */
export function winAnsi(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u00a0\u202f\u2009]/g, ' '))
    .map((ch) => (ch === '\n' || known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}
