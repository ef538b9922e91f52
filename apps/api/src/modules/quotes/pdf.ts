import { formatDate, formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { formatVatRate } from '@hubgrade/domain/quotes/rules';
import type { Quote } from '@hubgrade/domain/quotes/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 9;
const LINE = 13;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);
/** The columns of the lines' table: designation, quantity, unit price HT, VAT, amount HT (right edges for the figures). */
const COLUMNS = { designation: MARGIN, quantity: 318, unitPrice: 408, vat: 458, ht: A4[0] - MARGIN };
const DESIGNATION_WIDTH = 215;

/** The standard fonts speak WinAnsi only: the narrow no-break spaces of French figures become plain spaces. */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u00a0\u202f\u2009]/g, ' '))
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

function wrap(font: PDFFont, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of encodable(font, text).split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
}

class Sheet {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE;
    const shown = encodable(font, text);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: left, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
  }

  paragraph(text: string, options: { bold?: boolean; size?: number; gap?: number; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.bold ? this.bold : this.regular;
    for (const line of wrap(font, text, A4[0] - 2 * MARGIN)) {
      this.ensure(LINE);
      this.text(line, MARGIN, options);
      this.y -= Math.max(LINE, (options.size ?? SIZE) * 1.3);
    }
    this.y -= options.gap ?? 2;
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 6;
  }

  /** A label and its amount, right-aligned under the table. */
  total(label: string, value: string, bold = false) {
    this.ensure(LINE);
    this.text(label, COLUMNS.vat, { bold, right: true });
    this.text(value, COLUMNS.ht, { bold, right: true });
    this.y -= LINE;
  }
}

function lineHeader(s: Sheet) {
  s.ensure(LINE * 2);
  s.text(L.fields.designation, COLUMNS.designation, { bold: true });
  s.text(L.fields.quantity, COLUMNS.quantity, { bold: true, right: true });
  s.text(L.fields.unitPrice, COLUMNS.unitPrice, { bold: true, right: true });
  s.text(L.fields.vatRate, COLUMNS.vat, { bold: true, right: true });
  s.text(L.fields.lineHt, COLUMNS.ht, { bold: true, right: true });
  s.y -= LINE;
  s.rule();
}

/**
 * The quote on one A4 sheet (more when its lines need them): seller and client, the lines with
 * their VAT rate, the totals per rate, the validity and the client's acceptance mention.
 */
export async function renderQuotePdf(quote: Quote, seller: string, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(L.pdf.title(quote.number));
  doc.setAuthor(seller);
  doc.setProducer(seller);
  doc.setCreator(seller);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const s = new Sheet(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  s.paragraph(seller, { size: 10, color: GREY });
  s.paragraph(L.pdf.title(quote.number), { bold: true, size: 18, gap: 4 });
  s.paragraph(L.pdf.date(formatDay(quote.dateDemande)));
  s.paragraph(L.pdf.validity(formatDay(quote.expirationDate)), { gap: 12 });

  const top = s.y;
  s.text(L.pdf.seller, MARGIN, { bold: true });
  s.y -= LINE;
  s.text(seller, MARGIN);
  s.y = top;
  const right = A4[0] / 2 + 20;
  s.text(L.pdf.client, right, { bold: true });
  s.y -= LINE;
  const client = quote.client;
  for (const text of [client.companyName, `${client.firstName} ${client.lastName}`, client.email].filter((t): t is string => !!t)) {
    s.text(text, right);
    s.y -= LINE;
  }
  s.y -= 12;

  lineHeader(s);
  for (const line of quote.lines) {
    const designation = wrap(s.regular, `${line.position}. ${line.designation}`, DESIGNATION_WIDTH);
    s.ensure(LINE * designation.length);
    s.text(String(line.quantity).replace('.', ','), COLUMNS.quantity, { right: true });
    s.text(formatCents(line.unitPriceCents), COLUMNS.unitPrice, { right: true });
    s.text(formatVatRate(line.vatRate), COLUMNS.vat, { right: true });
    s.text(formatCents(line.htCents), COLUMNS.ht, { right: true });
    for (const text of designation) {
      s.text(text, COLUMNS.designation);
      s.y -= LINE;
    }
    s.y -= 2;
  }
  s.rule();

  for (const rate of quote.vatBreakdown) {
    s.total(L.pdf.baseOf(formatVatRate(rate.vatRate)), formatCents(rate.baseCents));
    s.total(L.pdf.vatLine(formatVatRate(rate.vatRate)), formatCents(rate.vatCents));
  }
  s.total(L.fields.ht, formatCents(quote.ht), true);
  s.total(L.fields.vat, formatCents(quote.vat));
  s.total(L.fields.ttc, formatCents(quote.ttc), true);
  s.y -= 12;

  if (quote.subscription) s.paragraph(L.pdf.subscription);
  if (quote.comment) s.paragraph(quote.comment, { gap: 8 });
  s.paragraph(L.pdf.validity(formatDay(quote.expirationDate)), { bold: true });
  s.paragraph(quote.acceptedAt ? L.pdf.acceptedOn(formatDate(quote.acceptedAt)) : L.pdf.acceptance, { gap: 8 });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = encodable(s.regular, `${L.pdf.title(quote.number)} - ${i + 1} / ${pages.length}`);
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font: s.regular, color: GREY });
  });
  return doc.save();
}
