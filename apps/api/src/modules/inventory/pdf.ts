import { formatDate, formatDateTime } from '@hubgrade/domain/format/dates';
import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { type Difference, type ItemCondition, inventoryDifferences, type SigningParty } from '@hubgrade/domain/inventory/rules';
import type { Inventory, InventoryItem } from '@hubgrade/domain/inventory/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { appendSignaturePage, type SignatureProof } from '../signatures/document-pdf.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);

/** The standard fonts speak WinAnsi only: what they cannot draw becomes a '?' rather than a failure. */
const encodable = (text: string, known: Set<number>) =>
  Array.from(text.replace(/[\u00a0\u202f\u2009\u2019]/g, (c) => (c === '\u2019' ? "'" : ' ')))
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');

/** A photo to draw: its name, and its bytes (null when its file is gone). */
export type PhotoBytes = (photo: Upload) => Promise<Uint8Array | null>;

const THUMB_WIDTH = 150;
const THUMB_HEIGHT = 112;
const THUMB_GAP = 12;
const CAPTION = 7;

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

/** The photo embedded in the document, or null when its bytes are neither a PNG nor a JPG pdf-lib can read. */
async function embedPhoto(doc: PDFDocument, read: Uint8Array | null): Promise<PDFImage | null> {
  if (!read) return null;
  // A copy of its own: pdf-lib reads a JPG through its whole ArrayBuffer, and a small Buffer is a slice of a shared pool.
  const bytes = Uint8Array.from(read);
  try {
    if (isPng(bytes)) return await doc.embedPng(bytes);
    if (isJpg(bytes)) return await doc.embedJpg(bytes);
  } catch {
    // A damaged file is written by name, not a reason to refuse the report.
  }
  return null;
}

/**
 * Lines written down the page, wrapped to its width, and rows of photo thumbnails (3 a row, each
 * in a 150 × 112 pt box keeping its proportions, its name in small grey under it); a new page
 * when a line or a row does not fit.
 */
function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  const known = new Set(regular.getCharacterSet());
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (text: string, options: { bold?: boolean; size?: number; indent?: number; grey?: boolean; gap?: number } = {}) => {
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
      room(size * 1.4);
      y -= size * 1.4;
      page.drawText(line, { x, y, size, font, color: options.grey ? GREY : rgb(0, 0, 0) });
    }
    y -= options.gap ?? 0;
  };
  /** The name cut to the thumbnail's width, so that captions never run into each other. */
  const caption = (name: string) => {
    let shown = encodable(name, known);
    if (regular.widthOfTextAtSize(shown, CAPTION) <= THUMB_WIDTH) return shown;
    while (shown.length > 1 && regular.widthOfTextAtSize(`${shown}...`, CAPTION) > THUMB_WIDTH) shown = shown.slice(0, -1);
    return `${shown}...`;
  };
  const photos = async (list: readonly Upload[], read: PhotoBytes, indent: number) => {
    const drawn: { image: PDFImage; name: string }[] = [];
    for (const photo of list) {
      const image = await embedPhoto(doc, await read(photo).catch(() => null));
      if (image) drawn.push({ image, name: photo.originalName });
      else text(L.pdf.unreadable(photo.originalName), { indent, grey: true });
    }
    for (let start = 0; start < drawn.length; start += 3) {
      const row = drawn.slice(start, start + 3).map(({ image, name }) => {
        const scale = Math.min(THUMB_WIDTH / image.width, THUMB_HEIGHT / image.height, 1);
        return { image, name, width: image.width * scale, height: image.height * scale };
      });
      const height = Math.max(...row.map((p) => p.height));
      room(height + CAPTION * 2 + 8);
      y -= 4;
      for (const [index, p] of row.entries()) {
        const x = MARGIN + indent + index * (THUMB_WIDTH + THUMB_GAP);
        page.drawImage(p.image, { x, y: y - p.height, width: p.width, height: p.height });
        page.drawText(caption(p.name), { x, y: y - height - CAPTION - 2, size: CAPTION, font: regular, color: GREY });
      }
      y -= height + CAPTION * 2 + 4;
    }
  };
  return { text, photos };
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
  party: SigningParty;
  name: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The drawn signature, PNG bytes. */
  drawing: Uint8Array;
  /** The tenant's proof: where and when the one-time code they typed had been mailed. */
  codeSentTo: string | null;
  codeSentAt: Date | null;
}

/** What the certificate page says of how a party was identified: staff signed in, the tenant by a mailed code. */
function identification(signature: SignedBy): Pick<SignatureProof, 'method' | 'notes'> {
  if (signature.party === 'staff') return { method: L.pdf.staffMethod };
  if (!signature.codeSentTo || !signature.codeSentAt) return {};
  return { notes: [L.pdf.codeSent(signature.codeSentTo, formatDateTime(signature.codeSentAt))] };
}

/**
 * The signed report: heading, parties, each room with its items (condition, number, observations,
 * photos drawn; on an exit report the entry's values and photos), the differences with the entry,
 * then one certificate page per signature, the built-in e-signature's (drawing, name, time, IP,
 * SHA-256, and for the tenant where the one-time code was mailed).
 */
export async function renderInventoryPdf(
  report: Inventory,
  signatures: SignedBy[],
  hash: (bytes: Uint8Array) => string,
  photoBytes: PhotoBytes,
) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = `${L.kinds[report.kind]} n° ${report.id}`;
  const at = signatures.at(-1)?.signedAt ?? new Date(report.createdAt);
  doc.setTitle(title);
  doc.setProducer('Hubgrade');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const { text: write, photos } = writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );

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
      if (item.photos.length) {
        write(L.pdf.photos, { indent: 24, grey: true });
        await photos(item.photos, photoBytes, 24);
      }
      if (item.entry) {
        const entry = `${L.pdf.entryValues} : ${condition(item.entry.condition)}${item.entry.number !== null ? ` · ${L.fields.number} : ${item.entry.number}` : ''}`;
        write(entry, { indent: 24, grey: true });
        if (item.entry.photos.length) {
          write(L.pdf.entryPhotos, { indent: 24, grey: true });
          await photos(item.entry.photos, photoBytes, 24);
        }
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
  for (const signature of signatures) {
    write(`${L.signing.parties[signature.party]} : ${L.signing.signed(signature.name, formatDateTime(signature.signedAt))}`, {
      indent: 12,
    });
  }

  // Each certificate page proves the same report: the hash is of the pages above, before any certificate.
  const body = await doc.save();
  const documentHash = hash(body);
  let signed = body;
  for (const signature of signatures) {
    const proof: SignatureProof = { ...signature, ...identification(signature), signerName: signature.name, documentHash };
    signed = await appendSignaturePage(signed, proof);
  }
  return signed;
}
