import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { textWidth } from './pdf-assets.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 42;
/** Kept free at the bottom of each page for the footer. */
const FOOTER_HEIGHT = 34;

export const INK = rgb(0.12, 0.12, 0.14);
export const MUTED = rgb(0.4, 0.4, 0.44);
export const RULE = rgb(0.78, 0.79, 0.82);
export const SHADE = rgb(0.94, 0.95, 0.97);

/** A font embedded in the document, measured from its file. */
export class Face {
  constructor(
    readonly pdf: PDFFont,
    private readonly bytes: Uint8Array,
  ) {}

  width(text: string, size: number): number {
    return textWidth(this.bytes, text, size);
  }
}

export interface Fonts {
  regular: Face;
  bold: Face;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  align?: 'left' | 'right';
}

/** French spacing: guillemets and « : ; ! ? » stay on the line of the word they belong to. */
function bindFrenchPunctuation(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ ([»:;!?])/g, '\u00a0$1');
}

/** Splits a text into lines no wider than `width`; a word longer than the width is cut. */
export function wrapText(text: string, font: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of bindFrenchPunctuation(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.width(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.width(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.width(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws from top to bottom over as many A4 pages as the content needs: `y` is where the next
 * thing goes; `ensure` starts a new page when a block does not fit above the footer.
 */
export class PageFlow {
  page: PDFPage;
  y = A4[1] - MARGIN;
  readonly pages: PDFPage[] = [];
  readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    /** Drawn at the top of every page after the first (a table's header row). */
    private readonly onNewPage: (flow: PageFlow) => void = () => {},
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(A4);
    this.pages.push(page);
    return page;
  }

  /** True when a new page was started. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + FOOTER_HEIGHT) return false;
    this.page = this.addPage();
    this.y = A4[1] - MARGIN;
    this.onNewPage(this);
    return true;
  }

  font(style: TextStyle): Face {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  private readonly currentFace = new WeakMap<PDFPage, Face>();

  /**
   * Draws with the page's current font, set only when it changes: pdf-lib adds a font resource to
   * the page for each text given its own font (and falls back to Helvetica, which PDF/A forbids,
   * when a page has none, so every draw goes through here).
   */
  private draw(page: PDFPage, value: string, options: { x: number; y: number; size: number; face: Face; color: RGB }) {
    if (this.currentFace.get(page) !== options.face) {
      page.setFont(options.face.pdf);
      this.currentFace.set(page, options.face);
    }
    page.drawText(value, { x: options.x, y: options.y, size: options.size, color: options.color });
  }

  /** One line of text with its baseline `size` below `top`; x is its right edge when aligned right. */
  text(value: string, x: number, top: number, style: TextStyle = {}) {
    const size = style.size ?? 9;
    const face = this.font(style);
    const left = style.align === 'right' ? x - face.width(value, size) : x;
    this.draw(this.page, value, { x: left, y: top - size, size, face, color: style.color ?? INK });
  }

  /** Lines of text one under the other from `top`; returns the height they took. */
  lines(values: string[], x: number, top: number, style: TextStyle = {}, leading = 1.35): number {
    const size = style.size ?? 9;
    values.forEach((value, index) => {
      this.text(value, x, top - index * size * leading, style);
    });
    return values.length * size * leading;
  }

  rectangle(x: number, top: number, width: number, height: number, options: { fill?: RGB; border?: RGB }) {
    this.page.drawRectangle({
      x,
      y: top - height,
      width,
      height,
      color: options.fill,
      borderColor: options.border,
      borderWidth: options.border ? 0.6 : 0,
    });
  }

  rule(top: number, color: RGB = RULE, x = MARGIN, width = this.width) {
    this.page.drawLine({ start: { x, y: top }, end: { x: x + width, y: top }, thickness: 0.6, color });
  }

  /** The footer of every page, with "Page n/N" once the number of pages is known. */
  footers(text: string, pageLabel: string) {
    this.pages.forEach((page, index) => {
      const size = 7.5;
      const y = MARGIN - 4;
      page.drawLine({ start: { x: MARGIN, y: y + 14 }, end: { x: A4[0] - MARGIN, y: y + 14 }, thickness: 0.6, color: RULE });
      const face = this.fonts.regular;
      this.draw(page, text, { x: MARGIN, y, size, face, color: MUTED });
      const label = `${pageLabel} ${index + 1}/${this.pages.length}`;
      const width = this.fonts.regular.width(label, size);
      this.draw(page, label, { x: A4[0] - MARGIN - width, y, size, face, color: MUTED });
    });
  }
}
