import { formatDateTimeSeconds } from '@hubgrade/domain/format/dates';
import { SIGNATURE_LABELS } from '@hubgrade/domain/signatures/labels';
import { brandWording, fillPlaceholders } from '@hubgrade/domain/templates/rules';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { richTextAsPlain } from '../../lib/rich-text-plain.ts';
import type { ContractDocumentData } from './document-data.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY = 10;
const LINE = 14;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * The standard PDF fonts speak WinAnsi only: characters outside it (the narrow no-break space of
 * French number formatting, emoji…) become a plain space or a question mark instead of failing.
 */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u00a0\u202f\u2009]/g, ' '))
    .map((ch) => (ch === '\n' || known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

/** Writes flowing text page after page; a new page starts when the current one is full. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of encodable(font, text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { bold?: boolean; size?: number; gap?: number; indent?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? BODY;
    const indent = options.indent ?? 0;
    const lineHeight = Math.max(LINE, size * 1.35);
    for (const line of this.wrap(text, font, size, A4[0] - 2 * MARGIN - indent)) {
      this.ensure(lineHeight);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font });
      this.y -= lineHeight;
    }
    this.y -= options.gap ?? 4;
  }

  /** Two blocks side by side (the parties' signature blocks). */
  columns(left: string, right: string) {
    this.ensure(LINE * 4);
    this.page.drawText(encodable(this.bold, left), { x: MARGIN, y: this.y - BODY, size: BODY, font: this.bold });
    this.page.drawText(encodable(this.bold, right), { x: A4[0] / 2 + 20, y: this.y - BODY, size: BODY, font: this.bold });
    this.y -= LINE * 4;
  }

  row(label: string, value: string) {
    this.ensure(LINE);
    this.page.drawText(encodable(this.regular, label), { x: MARGIN, y: this.y - BODY, size: BODY, font: this.regular });
    const text = encodable(this.bold, value);
    const width = this.bold.widthOfTextAtSize(text, BODY);
    this.page.drawText(text, { x: A4[0] - MARGIN - width, y: this.y - BODY, size: BODY, font: this.bold });
    this.y -= LINE;
  }
}

function footer(doc: PDFDocument, font: PDFFont, title: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = encodable(font, `${title} - Page ${i + 1} / ${pages.length}`);
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font, color: GREY });
  });
}

/**
 * The contract as a PDF: heading, parties in the brand's words (Prestataire / Client for brand 9),
 * space, dates, amounts (HT, remise, TVA by vatOfLine, TTC), then the model's articles ordered by
 * page with their merge fields filled, each page of articles on a new sheet, and the signature blocks.
 */
export async function renderContractPdf(data: ContractDocumentData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `Contrat n°${data.contractId}`;
  doc.setTitle(`${title} - ${data.modelReference}`);
  doc.setAuthor(data.brandName);
  doc.setProducer('Hubgrade');
  doc.setCreator('Hubgrade');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  const v = data.values;
  const { landlord, tenant } = data.words;

  w.text(data.brandName, { size: 9, gap: 2 });
  w.text(title, { bold: true, size: 18, gap: 2 });
  w.text(data.modelReference, { size: 11, gap: 14 });

  w.text('Entre les soussignés', { bold: true, size: 12, gap: 6 });
  w.text(`${landlord} : ${v['loueur.nom']}${v['loueur.societe'] !== v['loueur.nom'] ? ` (${v['loueur.societe']})` : ''}`, { gap: 2 });
  if (v['loueur.email']) w.text(v['loueur.email'], { indent: 12, gap: 6 });
  w.text(`${tenant} : ${v['locataire.nom']}${v['locataire.societe'] !== v['locataire.nom'] ? ` (${v['locataire.societe']})` : ''}`, {
    gap: 2,
  });
  w.text(v['locataire.email'], { indent: 12, gap: 12 });

  w.text('Objet', { bold: true, size: 12, gap: 6 });
  w.text(`Espace : ${v['espace.nom']}`, { gap: 2 });
  if (v['espace.adresse']) w.text(`Adresse : ${v['espace.adresse']}`, { gap: 2 });
  w.text(`Type de contrat : ${v['contrat.type']} - ${v['contrat.postes']} poste(s)`, { gap: 2 });
  w.text(`Du ${v['contrat.debut']} au ${v['contrat.fin']} - engagement de ${v['contrat.duree']} mois`, { gap: 12 });

  w.text('Conditions financières (mensuelles)', { bold: true, size: 12, gap: 6 });
  w.row('Montant HT', v['montant.ht']);
  w.row('Remise HT', v['montant.remise']);
  w.row(`TVA (${v['tva.taux']})`, v['montant.tva']);
  w.row('Total TTC', v['montant.ttc']);
  w.y -= 12;

  let page: string | null = null;
  for (const article of data.articles) {
    if (page !== null && article.page !== page) w.newPage();
    page = article.page;
    w.text(brandWording(fillPlaceholders(article.reference, v), data.brandId), { bold: true, size: 11, gap: 4 });
    w.text(brandWording(fillPlaceholders(richTextAsPlain(article.content), v), data.brandId), { gap: 10 });
  }

  w.y -= 16;
  w.text(`Fait le ${v['date.jour']}, en version électronique.`, { gap: 10 });
  w.columns(`Le ${landlord}`, `Le ${tenant}`);

  footer(doc, regular, title);
  return doc.save();
}

export interface SignatureProof {
  signerName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The mobile given by the signer; its line is left out when none was asked for. */
  mobile?: string;
  /** How the signer was identified, when not the e-signature's drawing and mailed code. */
  method?: string;
  /** Further proof, each written in full on its own line (e.g. where and when a code was mailed). */
  notes?: readonly string[];
  documentHash: string;
  /** The drawn signature, PNG bytes. */
  drawing: Uint8Array;
}

/** The signed copy: the original pages untouched, plus a certificate page with the drawn signature and the proof. */
export async function appendSignaturePage(original: Uint8Array, proof: SignatureProof): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  doc.setModificationDate(proof.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const L = SIGNATURE_LABELS.signaturePage;
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (label: string, value: string) => {
    page.drawText(encodable(bold, `${label} :`), { x: MARGIN, y, size: BODY, font: bold });
    page.drawText(encodable(regular, value).slice(0, 110), { x: MARGIN + 170, y, size: BODY, font: regular });
    y -= LINE + 4;
  };
  page.drawText(encodable(bold, L.title), { x: MARGIN, y: y - 16, size: 16, font: bold });
  y -= 48;
  line(L.signer, proof.signerName);
  line(L.signedAt, `${formatDateTimeSeconds(proof.signedAt)} (heure de Paris) - ${proof.signedAt.toISOString()}`);
  line(L.ip, proof.ip);
  line(L.userAgent, proof.userAgent.slice(0, 100));
  if (proof.mobile !== undefined) line(L.mobile, proof.mobile);
  line(L.method, proof.method ?? L.methodText);
  for (const note of proof.notes ?? []) {
    page.drawText(encodable(regular, note).slice(0, 110), { x: MARGIN, y, size: BODY, font: regular });
    y -= LINE + 4;
  }
  page.drawText(encodable(bold, `${L.hash} :`), { x: MARGIN, y, size: BODY, font: bold });
  y -= LINE;
  page.drawText(proof.documentHash, { x: MARGIN, y, size: 9, font: regular });
  y -= LINE * 2;
  const image = await doc.embedPng(proof.drawing);
  const scale = Math.min(1, 300 / image.width, 150 / image.height);
  const drawn = { width: image.width * scale, height: image.height * scale };
  page.drawRectangle({
    x: MARGIN - 4,
    y: y - drawn.height - 4,
    width: drawn.width + 8,
    height: drawn.height + 8,
    borderColor: GREY,
    borderWidth: 0.5,
  });
  page.drawImage(image, { x: MARGIN, y: y - drawn.height, ...drawn });
  return doc.save();
}
