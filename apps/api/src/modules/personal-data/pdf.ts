import { formatDateTime } from '@hubgrade/domain/format/dates';
import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import type { PersonalDataExport } from '@hubgrade/domain/personal-data/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from '../../lib/pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 8;
const LINE = 11;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.4, 0.4, 0.4);
/** Rows drawn per section: past them the PDF says how many more the JSON export holds. */
const ROWS_PER_SECTION = 200;

/** A value as one short text: objects and arrays as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Flowing text, page after page. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  /** Cut on spaces, or inside a word longer than the line (a JSON value, an address). */
  private wrap(text: string, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of winAnsi(font, text).split(/ +/)) {
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > WIDTH) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > WIDTH) cut--;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const candidate = line ? `${line} ${rest}` : rest;
      if (font.widthOfTextAtSize(candidate, size) <= WIDTH) line = candidate;
      else {
        lines.push(line);
        line = rest;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  write(text: string, options: { bold?: boolean; size?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE;
    for (const line of this.wrap(text, font, size)) {
      if (this.y - size < MARGIN) {
        this.page = this.doc.addPage(A4);
        this.y = A4[1] - MARGIN;
      }
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
      this.y -= Math.max(LINE, size + 4);
    }
    this.y -= options.gap ?? 0;
  }
}

/** The export as a PDF: one titled part per section, each row as its columns "name : value". */
export async function renderPersonalDataPdf(data: PersonalDataExport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(L.pdf.title(data.memberId));
  doc.setLanguage('fr-FR');
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  writer.write(L.pdf.title(data.memberId), { bold: true, size: 16, gap: 2 });
  writer.write(L.pdf.exportedAt(formatDateTime(data.exportedAt)), { color: GREY, gap: 10 });
  for (const section of data.sections) {
    writer.write(`${section.title} - ${L.pdf.rows(section.rows.length)}`, { bold: true, size: 11, gap: 4 });
    if (section.rows.length === 0) writer.write(L.pdf.empty, { color: GREY });
    for (const row of section.rows.slice(0, ROWS_PER_SECTION)) {
      const text = Object.entries(row)
        .map(([key, value]) => `${key} : ${valueText(value)}`)
        .join('  |  ');
      writer.write(text, { gap: 4 });
    }
    if (section.rows.length > ROWS_PER_SECTION) writer.write(L.pdf.more(section.rows.length - ROWS_PER_SECTION), { color: GREY });
    writer.write('', { gap: 6 });
  }
  const pages = doc.getPages();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach((page, index) => {
    page.drawText(L.pdf.page(index + 1, pages.length), { x: MARGIN, y: MARGIN / 2, size: 7, font, color: GREY });
  });
  return doc.save();
}
