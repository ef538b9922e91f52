import { formatDate, formatDateTime } from '@hubgrade/domain/format/dates';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { type Difference, type ItemCondition, inventoryDifferences } from '@hubgrade/domain/inventory/rules';
import type { Inventory, InventoryItem } from '@hubgrade/domain/inventory/schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { appendSignaturePage, type SignatureProof } from '../signatures/document-pdf.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts speak WinAnsi only: what they cannot draw becomes a '?' rather than a failure. */
const encodable = (text: string, known: Set<number>) =>
  Array.from(text.replace(/[\u00a0\u202f\u2009\u2019]/g, (c) => (c === '\u2019' ? "'" : ' ')))
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');

/** Lines written down the page, wrapped to its width, a new page when one is full. */
function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  const known = new Set(regular.getCharacterSet());
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  return (text: string, options: { bold?: boolean; size?: number; indent?: number; grey?: boolean; gap?: number } = {}) => {
    const font = options.bold ? bold : regular;
    const size = options.size ?? 9;
    const x = MARGIN + (options.indent ?? 0);
    const width = A4[0] - MARGIN - x;
    const lines: string[] = [];
    for (const paragraph of encodable(text, known).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (!line || font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    for (const line of lines) {
      if (y - size * 1.4 < MARGIN) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      y -= size * 1.4;
      page.drawText(line, { x, y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
    }
    y -= options.gap ?? 0;
  };
}

const condition = (value: ItemCondition | null) => (value === null ? L.noCondition : L.conditions[value]);
const shown = (value: Difference['entry']) =>
  value === null ? '—' : typeof value === 'number' ? String(value) : L.conditions[value as ItemCondition];

function itemLine(item: InventoryItem): string {
  const parts = [condition(item.condition)];
  if (item.number !== null) parts.push(`${L.fields.number} : ${item.number}`);
  return `${item.name} — ${parts.join(' · ')}`;
}

export interface SignedBy {
  name: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The drawn signature, PNG bytes. */
  drawing: Uint8Array;
}

/**
 * The signed report: heading, parties, each room with its items (condition, number, observations,
 * photos by name; on an exit report the entry's values), the differences with the entry, then one
 * certificate page per signature, the built-in e-signature's (drawing, name, time, IP, SHA-256).
 */
export async function renderInventoryPdf(report: Inventory, signatures: SignedBy[], hash: (bytes: Uint8Array) => string) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `${L.kinds[report.kind]} n° ${report.id}`;
  const at = signatures.at(-1)?.signedAt ?? new Date(report.createdAt);
  doc.setTitle(title);
  doc.setProducer('Hubgrade');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const write = writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  write(title, { bold: true, size: 16, gap: 6 });
  write(`${L.fields.contract} : N° ${report.contract}`);
  write(`${L.fields.tenant} : ${report.tenant}`);
  if (report.space) write(`${L.fields.space} : ${report.space}`);
  write(`${L.fields.createdAt} : ${formatDate(report.createdAt)}`, { gap: 10 });

  for (const room of report.rooms) {
    write(room.name, { bold: true, size: 12, gap: 2 });
    if (room.items.length === 0) write(L.pdf.noItem, { indent: 12, grey: true });
    for (const item of room.items) {
      write(itemLine(item), { indent: 12 });
      if (item.commentary) write(`${L.fields.commentary} : ${item.commentary}`, { indent: 24, grey: true });
      if (item.photos.length) write(L.pdf.photos(item.photos.map((p) => p.originalName).join(', ')), { indent: 24, grey: true });
      if (item.entry) {
        const entry = `${L.pdf.entryValues} : ${condition(item.entry.condition)}${item.entry.number !== null ? ` · ${L.fields.number} : ${item.entry.number}` : ''}`;
        write(entry, { indent: 24, grey: true });
        if (item.entry.photos.length)
          write(L.pdf.entryPhotos(item.entry.photos.map((p) => p.originalName).join(', ')), { indent: 24, grey: true });
      }
    }
    write('', { gap: 4 });
  }

  if (report.kind === 'exit' && report.entryReport) {
    const compared = report.rooms.map((room) => ({ name: room.name, items: room.items }));
    const differences = inventoryDifferences(compared, report.entryReport.rooms);
    write(L.differences.title, { bold: true, size: 12, gap: 2 });
    if (differences.length === 0) write(L.differences.none, { indent: 12 });
    for (const d of differences) {
      write(`${d.room} · ${d.item} — ${L.differences.kinds[d.kind]} : ${shown(d.entry)} -> ${shown(d.exit)}`, { indent: 12 });
    }
    write('', { gap: 4 });
  }

  write(L.pdf.signatures, { bold: true, size: 12, gap: 2 });
  for (const [index, signature] of signatures.entries()) {
    const party = L.signing.parties[index === 0 ? 'staff' : 'tenant'];
    write(`${party} : ${L.signing.signed(signature.name, formatDateTime(signature.signedAt))}`, { indent: 12 });
  }

  // Each certificate page proves the same report: the hash is of the pages above, before any certificate.
  const body = await doc.save();
  const documentHash = hash(body);
  let signed = body;
  for (const signature of signatures) {
    const proof: SignatureProof = { ...signature, signerName: signature.name, mobile: '', documentHash };
    signed = await appendSignaturePage(signed, proof);
  }
  return signed;
}
