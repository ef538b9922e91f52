import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { STATEMENT_LABELS as L, periodLabel } from '@hubgrade/domain/statements/labels';
import { formatRate } from '@hubgrade/domain/statements/rules';
import type { Statement } from '@hubgrade/domain/statements/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from '../../lib/pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const SIZE = 9;
const LINE = 13;
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);
const F = L.fields;
/** The lines' columns: invoice and tenant on the left, the amounts right-aligned on these edges. */
const COLUMNS = { invoice: MARGIN, tenant: 140, collected: 350, base: 410, commission: 470 };
const RIGHT = A4[0] - MARGIN;

/** A text cut to a width, with an ellipsis. */
function fit(font: PDFFont, text: string, width: number): string {
  let shown = winAnsi(font, text);
  if (font.widthOfTextAtSize(shown, SIZE) <= width) return shown;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, SIZE) > width) shown = shown.slice(0, -1);
  return `${shown}...`;
}

/** The page being written, top to bottom, a new one when the next row would cross the bottom margin. */
class Pages {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly onNewPage: () => void = () => {},
  ) {
    this.page = doc.addPage(A4);
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.onNewPage();
  }

  text(text: string, x: number, options: { bold?: boolean; size?: number; right?: boolean; color?: ReturnType<typeof rgb> } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? SIZE;
    const shown = winAnsi(font, text);
    const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: left, y: this.y - size, size, font, color: options.color ?? rgb(0, 0, 0) });
  }

  line(text: string, options: { bold?: boolean; size?: number; color?: ReturnType<typeof rgb> } = {}) {
    this.ensure(LINE);
    this.text(text, MARGIN, options);
    this.y -= Math.max(LINE, (options.size ?? SIZE) * 1.4);
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: RIGHT, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 6;
  }

  total(label: string, value: string, bold = false) {
    this.ensure(LINE);
    this.text(label, COLUMNS.commission, { bold, right: true });
    this.text(value, RIGHT, { bold, right: true });
    this.y -= LINE;
  }
}

/**
 * The statement on A4 pages: issuer and landlord, the period, the commission rate, one row per
 * collected rent (invoice, tenant, collected TTC, base HT, commission HT and its VAT), then what
 * was collected, the commission, the adjustment, what is paid back and what is still to collect.
 */
export async function renderStatementPdf(statement: Statement, seller: string, now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = L.pdf.title(statement.billNumber);
  doc.setTitle(title);
  doc.setAuthor(seller);
  doc.setProducer(seller);
  doc.setCreator(seller);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const header = () => {
    p.text(F.invoice, COLUMNS.invoice, { bold: true });
    p.text(F.tenant, COLUMNS.tenant, { bold: true });
    p.text(F.collected, COLUMNS.collected, { bold: true, right: true });
    p.text(F.baseHt, COLUMNS.base, { bold: true, right: true });
    p.text(F.commissionHt, COLUMNS.commission, { bold: true, right: true });
    p.text(F.commissionVat, RIGHT, { bold: true, right: true });
    p.y -= LINE;
    p.rule();
  };
  const p: Pages = new Pages(doc, regular, bold, header);

  p.line(seller, { size: 10, color: GREY });
  p.line(title, { bold: true, size: 18 });
  p.line(L.pdf.date(formatDay(statement.dateCreation)));
  p.line(L.pdf.period(periodLabel(statement.period)));
  p.y -= 8;

  const top = p.y;
  p.text(L.pdf.issuer, MARGIN, { bold: true });
  p.y -= LINE;
  p.text(seller, MARGIN);
  p.y = top;
  const right = A4[0] / 2 + 20;
  p.text(L.pdf.landlord, right, { bold: true });
  p.y -= LINE;
  const { landlord } = statement;
  for (const text of [landlord.companyName, `${landlord.firstName} ${landlord.lastName}`, landlord.email].filter((t): t is string => !!t)) {
    p.text(text, right);
    p.y -= LINE;
  }
  p.y -= 8;
  p.line(L.pdf.commission(formatRate(statement.commissionRate), formatRate(statement.commissionVatRate)), { color: GREY });
  p.y -= 4;

  header();
  if (statement.lines.length === 0) p.line(L.noLines, { color: GREY });
  for (const line of statement.lines) {
    p.ensure(LINE);
    p.text(fit(regular, line.invoiceNumber, COLUMNS.tenant - COLUMNS.invoice - 6), COLUMNS.invoice);
    p.text(fit(regular, line.tenant, COLUMNS.collected - COLUMNS.tenant - 60), COLUMNS.tenant);
    p.text(formatCents(line.collectedCents), COLUMNS.collected, { right: true });
    p.text(formatCents(line.baseHtCents), COLUMNS.base, { right: true });
    p.text(formatCents(line.commissionHtCents), COLUMNS.commission, { right: true });
    p.text(formatCents(line.commissionVatCents), RIGHT, { right: true });
    p.y -= LINE;
  }
  p.rule();

  p.total(L.pdf.collected, formatCents(statement.collectedCents));
  p.total(F.commissionHt, formatCents(statement.commissionHtCents));
  p.total(F.commissionVat, formatCents(statement.commissionVatCents));
  p.total(L.pdf.commissionTtc, `- ${formatCents(statement.commissionTtcCents)}`);
  if (statement.adjustmentCents !== 0) {
    p.total(`${L.pdf.adjustment} : ${statement.adjustmentLabel}`, formatCents(statement.adjustmentCents));
  }
  p.total(L.pdf.paidBack, formatCents(statement.totalTtc), true);
  p.total(L.pdf.toCollect, formatCents(statement.totalToPerceiveTtc));
  if (statement.comment) {
    p.y -= 8;
    for (const text of statement.comment.split('\n')) p.line(text);
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(winAnsi(regular, L.pdf.page(statement.billNumber, i + 1, pages.length)), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: GREY,
    });
  });
  return doc.save();
}
