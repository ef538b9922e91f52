import type { InvoiceDocument, InvoiceDocumentLine } from '@hubgrade/domain/billing/document';
import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import { parisDayStart } from '@hubgrade/domain/format/paris-calendar';
import { PDFDocument } from 'pdf-lib';
import { CREDIT_NOTE_TYPE, ciiXml, DEPOSIT_TYPE } from './cii-xml.ts';
import { INVOICE_PDF_LABELS as L } from './labels.ts';
import { exemptionReasonOf, frenchPercent, paymentMentions, sellerLegalInfo } from './mentions.ts';
import { boldFontBytes, regularFontBytes, sharedFontkit } from './pdf-assets.ts';
import { Face, MARGIN, MUTED, PageFlow, RULE, SHADE, wrapText } from './pdf-layout.ts';
import { makeFacturX } from './pdfa.ts';

const PRODUCER = 'Hubgrade';

/**
 * OpenType shaping turned off: pdf-lib draws glyphs at their advance widths and ignores the
 * positioning (kerning, marks) that shaping computes, which was most of an invoice's time; Latin
 * text needs no substitution.
 */
const NO_SHAPING = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((tag) => [tag, false]),
);
const BODY = 9;
const SMALL = 8;
const CELL_PADDING = 4;

function title(document: InvoiceDocument): string {
  if (document.type === CREDIT_NOTE_TYPE) return L.creditNote;
  if (document.type === DEPOSIT_TYPE) return L.deposit;
  return L.invoice;
}

function periodText(period: { from: string; to: string }): string {
  return `${L.periodFrom} ${formatDay(period.from)} ${L.periodTo} ${formatDay(period.to)}`;
}

/** Amounts as French text ("1 234,56 €"); the embedded font draws the narrow no-break spaces. */
const euros = formatCents;

const QUANTITY = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });

/** The lines table's columns: right edges for the figures, the designation takes what is left. */
function columns(flow: PageFlow) {
  const right = MARGIN + flow.width;
  const total = right - CELL_PADDING;
  const vat = total - 80;
  const price = vat - 38;
  const quantity = price - 64;
  const designation = MARGIN + 26;
  return { position: MARGIN + CELL_PADDING, designation, designationWidth: quantity - 50 - designation, quantity, price, vat, total };
}

function tableHeader(flow: PageFlow) {
  const c = columns(flow);
  const height = 18;
  flow.rectangle(MARGIN, flow.y, flow.width, height, { fill: SHADE });
  const top = flow.y - 5;
  const style = { size: SMALL, bold: true };
  flow.text(L.position, c.position, top, style);
  flow.text(L.designation, c.designation, top, style);
  flow.text(L.quantity, c.quantity, top, { ...style, align: 'right' });
  flow.text(L.unitPrice, c.price, top, { ...style, align: 'right' });
  flow.text(`${L.vatRate} %`, c.vat, top, { ...style, align: 'right' });
  flow.text(L.lineTotal, c.total, top, { ...style, align: 'right' });
  flow.y -= height;
}

function lineRow(flow: PageFlow, line: InvoiceDocumentLine) {
  const c = columns(flow);
  const designation = wrapText(line.designation, flow.fonts.regular, BODY, c.designationWidth);
  const period = line.period ? wrapText(periodText(line.period), flow.fonts.regular, SMALL, c.designationWidth) : [];
  const height = designation.length * BODY * 1.3 + period.length * SMALL * 1.3 + 2 * CELL_PADDING;
  flow.ensure(height);
  const top = flow.y - CELL_PADDING;
  flow.text(String(line.position), c.position, top);
  const used = flow.lines(designation, c.designation, top, { size: BODY }, 1.3);
  flow.lines(period, c.designation, top - used, { size: SMALL, color: MUTED }, 1.3);
  flow.text(QUANTITY.format(line.quantity), c.quantity, top, { align: 'right' });
  flow.text(euros(line.unitPriceCents), c.price, top, { align: 'right' });
  flow.text(`${frenchPercent(line.vatRate)} %`, c.vat, top, { align: 'right' });
  flow.text(euros(line.htCents), c.total, top, { align: 'right' });
  flow.y -= height;
  flow.rule(flow.y);
}

/** Seller's identity on the left, document title, number and dates on the right. */
function heading(flow: PageFlow, document: InvoiceDocument) {
  const { seller } = document;
  const top = flow.y;
  flow.text(seller.name, MARGIN, top, { size: 13, bold: true });
  const identity = [
    seller.addressLine,
    `${seller.postcode} ${seller.city}${seller.countryCode === 'FR' ? '' : ` (${seller.countryCode})`}`,
    `${L.siren} ${seller.siren}${seller.siret ? ` – ${L.siret} ${seller.siret}` : ''}`,
    sellerLegalInfo(seller),
    ...(seller.vatNumber ? [`${L.vatNumber} : ${seller.vatNumber}`] : []),
    ...(seller.email ? [seller.email] : []),
  ].flatMap((text) => wrapText(text, flow.fonts.regular, SMALL, 270));
  const left = 18 + flow.lines(identity, MARGIN, top - 18, { size: SMALL, color: MUTED });

  const right = MARGIN + flow.width;
  flow.text(title(document), right, top, { size: 20, bold: true, align: 'right' });
  const { servicePeriod } = document;
  const dates = [
    `${L.numberPrefix} ${document.number}`,
    `${L.issuedOn} : ${formatDay(document.issuedOn)}`,
    servicePeriod.from === servicePeriod.to
      ? `${L.serviceDate} : ${formatDay(servicePeriod.from)}`
      : `${L.servicePeriod} : ${periodText(servicePeriod)}`,
    `${L.dueOn} : ${formatDay(document.dueOn)}`,
  ];
  flow.text(dates[0] ?? '', right, top - 28, { size: 11, bold: true, align: 'right' });
  const rightHeight = 44 + flow.lines(dates.slice(1), right, top - 44, { size: BODY, align: 'right' });
  flow.y = top - Math.max(left, rightHeight) - 14;
}

/** The client, boxed on the right as an envelope window expects it. */
function clientBlock(flow: PageFlow, document: InvoiceDocument) {
  const { buyer } = document;
  const width = 250;
  const x = MARGIN + flow.width - width;
  const details = [
    buyer.addressLine,
    `${buyer.postcode} ${buyer.city}${buyer.countryCode === 'FR' ? '' : ` (${buyer.countryCode})`}`,
    ...(buyer.siren ? [`${L.siren} ${buyer.siren}`] : []),
    ...(buyer.vatNumber ? [`${L.vatNumber} : ${buyer.vatNumber}`] : []),
  ].flatMap((text) => wrapText(text, flow.fonts.regular, BODY, width - 20));
  const name = wrapText(buyer.name, flow.fonts.bold, 10.5, width - 20);
  const height = 22 + name.length * 14 + details.length * BODY * 1.35 + 8;
  flow.rectangle(x, flow.y, width, height, { border: RULE });
  flow.text(L.buyer.toUpperCase(), x + 10, flow.y - 8, { size: 7, bold: true, color: MUTED });
  const used = flow.lines(name, x + 10, flow.y - 20, { size: 10.5, bold: true }, 1.33);
  flow.lines(details, x + 10, flow.y - 22 - used, { size: BODY });
  flow.y -= height + 12;
  if (document.precedingInvoice) {
    const { number, issuedOn } = document.precedingInvoice;
    flow.text(`${L.credits} ${number} ${L.creditsOn} ${formatDay(issuedOn)}`, MARGIN, flow.y, { size: 10, bold: true });
    flow.y -= 22;
  }
}

/** Totals per VAT rate on the left, the invoice's totals on the right. */
function totalsBlock(flow: PageFlow, document: InvoiceDocument) {
  const { totals } = document;
  const rows: [string, string, boolean][] = [
    [L.totalHt, euros(totals.htCents), false],
    [L.totalVat, euros(totals.vatCents), false],
    [L.totalTtc, euros(totals.ttcCents), true],
  ];
  if (document.type === CREDIT_NOTE_TYPE) {
    // A credit note is set against the invoice it credits; a balance is shown only when one is left.
    if (totals.dueCents !== 0) rows.push([L.inYourFavour, euros(Math.abs(totals.dueCents)), true]);
  } else {
    const credited = totals.ttcCents - totals.paidCents - totals.dueCents;
    if (totals.paidCents !== 0) rows.push([L.paid, euros(totals.paidCents), false]);
    if (credited !== 0) rows.push([L.credited, euros(credited), false]);
    rows.push([L.due, euros(totals.dueCents), true]);
  }
  const breakdownHeight = 16 + 14 + document.vatBreakdown.length * 14;
  flow.ensure(Math.max(rows.length * 16, breakdownHeight) + 20);
  const top = flow.y - 12;

  const x = MARGIN;
  const cols = { rate: x + 4, base: x + 150, vat: x + 240 };
  flow.text(L.vatBreakdownTitle, x, top, { size: SMALL, bold: true, color: MUTED });
  flow.rectangle(x, top - 14, 244, 15, { fill: SHADE });
  const head = top - 18;
  flow.text(L.vatRate, cols.rate, head, { size: SMALL, bold: true });
  flow.text(L.vatBase, cols.base, head, { size: SMALL, bold: true, align: 'right' });
  flow.text(L.vatAmount, cols.vat - 4, head, { size: SMALL, bold: true, align: 'right' });
  document.vatBreakdown.forEach((group, index) => {
    const rowTop = head - 16 - index * 14;
    const rate = group.vatCategory === 'S' ? `${frenchPercent(group.vatRate)} %` : `${group.vatCategory} – 0 %`;
    flow.text(rate, cols.rate, rowTop);
    flow.text(euros(group.baseCents), cols.base, rowTop, { align: 'right' });
    flow.text(euros(group.vatCents), cols.vat - 4, rowTop, { align: 'right' });
  });

  const right = MARGIN + flow.width;
  const labelX = right - 210;
  rows.forEach(([label, value, strong], index) => {
    const rowTop = top - index * 16;
    if (strong) flow.rectangle(labelX - 6, rowTop + 3, 216, 16, { fill: SHADE });
    flow.text(label, labelX, rowTop, { size: strong ? 10 : BODY, bold: strong });
    flow.text(value, right - 4, rowTop, { size: strong ? 10 : BODY, bold: strong, align: 'right' });
  });
  flow.y = top - Math.max(rows.length * 16, breakdownHeight) - 14;
}

/** A titled paragraph list: wraps, and moves to the next page whole when it does not fit. */
function section(flow: PageFlow, heading: string, paragraphs: string[]) {
  if (paragraphs.length === 0) return;
  const lines = paragraphs.flatMap((text) => wrapText(text, flow.fonts.regular, SMALL, flow.width));
  flow.ensure(14 + lines.length * SMALL * 1.4 + 8);
  flow.text(heading, MARGIN, flow.y, { size: SMALL, bold: true, color: MUTED });
  flow.y -= 13 + flow.lines(lines, MARGIN, flow.y - 13, { size: SMALL }, 1.4) + 8;
}

function paymentSection(flow: PageFlow, document: InvoiceDocument) {
  const { seller } = document;
  if (!seller.iban || document.totals.dueCents <= 0) return;
  const iban = seller.iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  section(flow, L.paymentTitle, [
    `${L.iban} : ${iban}`,
    ...(seller.bic ? [`${L.bic} : ${seller.bic}`] : []),
    `${L.reference} : ${document.number}`,
  ]);
}

/**
 * The invoice as a readable A4 PDF in French that is also a Factur-X file (PDF/A-3B with the CII
 * XML embedded): the seller's and client's identities, numbered lines, totals per VAT rate, the
 * payment details and the legal mentions, over as many pages as the lines need.
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(sharedFontkit);
  // Named with a fixed subset tag (pdf-lib would add a random suffix): the same invoice gives the same bytes.
  const embed = async (bytes: Uint8Array, name: string) =>
    new Face(await doc.embedFont(bytes, { subset: true, features: NO_SHAPING, customName: name }), bytes);
  const fonts = {
    regular: await embed(regularFontBytes(), 'AAAAAA+DejaVuSansCondensed'),
    bold: await embed(boldFontBytes(), 'AAAAAB+DejaVuSansCondensed-Bold'),
  };
  const flow = new PageFlow(doc, fonts, tableHeader);

  heading(flow, document);
  clientBlock(flow, document);
  tableHeader(flow);
  for (const line of document.lines) lineRow(flow, line);
  totalsBlock(flow, document);

  const exemptions = [...new Set(document.vatBreakdown.map((group) => exemptionReasonOf(group)).filter((reason) => reason !== null))];
  section(flow, L.notesTitle, document.notes);
  section(flow, L.mentionsTitle, [...exemptions, ...paymentMentions(document)]);
  paymentSection(flow, document);

  const { seller } = document;
  flow.footers(`${seller.name} – ${L.siret} ${seller.siret ?? seller.siren} – ${seller.rcs}`, L.page);

  await makeFacturX(doc, {
    xml: ciiXml(document),
    title: `${title(document)} ${document.number}`,
    author: seller.name,
    subject: `${title(document)} ${document.number} – ${document.buyer.name}`,
    date: parisDayStart(document.issuedOn),
    producer: PRODUCER,
  });
  // Written in one go: pdf-lib otherwise yields to the event loop every 50 objects, which made up
  // most of the time of a small file.
  return doc.save({ useObjectStreams: false, objectsPerTick: Number.POSITIVE_INFINITY });
}
