import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

/** The font and colour profile the invoice PDF embeds (apps/api/assets, their README says from where). */
const ASSETS_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'assets');

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export const regularFontBytes = once(() => readFileSync(join(ASSETS_DIR, 'fonts', 'DejaVuSansCondensed.ttf')));
export const boldFontBytes = once(() => readFileSync(join(ASSETS_DIR, 'fonts', 'DejaVuSansCondensed-Bold.ttf')));
export const srgbProfileBytes = once(() => readFileSync(join(ASSETS_DIR, 'icc', 'sRGB.icc')));

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;
const parsedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * fontkit for pdf-lib, parsing each font file once per process: pdf-lib parses the bytes again for
 * every document, which is most of an invoice's time. A parsed font is only read afterwards (each
 * document makes its own subset of it), so documents share it.
 */
export const sharedFontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const known = parsedFonts.get(bytes);
    if (known) return known;
    const font = fontkit.create(bytes, postscriptName);
    parsedFonts.set(bytes, font);
    return font;
  },
};

const advanceWidths = new WeakMap<Uint8Array, Map<number, number>>();

/**
 * Width of a text at a size in a font file, from each character's advance width cached per
 * process: what pdf-lib measures, without laying the text out again for every word a line tries.
 */
export function textWidth(bytes: Uint8Array, text: string, size: number): number {
  const font = sharedFontkit.create(bytes);
  let widths = advanceWidths.get(bytes);
  if (!widths) {
    widths = new Map();
    advanceWidths.set(bytes, widths);
  }
  let units = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    let width = widths.get(codePoint);
    if (width === undefined) {
      width = font.glyphForCodePoint(codePoint).advanceWidth;
      widths.set(codePoint, width);
    }
    units += width;
  }
  return (units * size) / font.unitsPerEm;
}
