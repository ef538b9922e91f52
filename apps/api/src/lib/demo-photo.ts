import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Stand-in photos of the demo data (a ticket's photo of the problem): small deterministic PNGs, the
 * same bytes on every run, so that the seed records their size and the app writes them on start-up.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 320×200 PNG: a wall of the given colour with a darker floor, a stand-in for a photo of the problem. */
export function demoPhotoPng(seed: number): Buffer {
  const width = 320;
  const height = 200;
  const hue = (seed * 47) % 360;
  const rgb = (l: number) => {
    const a = (hue / 60) % 6;
    const x = 1 - Math.abs((a % 2) - 1);
    const [r, g, b] = a < 1 ? [1, x, 0] : a < 2 ? [x, 1, 0] : a < 3 ? [0, 1, x] : a < 4 ? [0, x, 1] : a < 5 ? [x, 0, 1] : [1, 0, x];
    return [r, g, b].map((v) => Math.round((0.35 * v + 0.4) * l * 255));
  };
  const wall = rgb(1);
  const floor = rgb(0.6);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = (y > 140 ? floor : wall) as [number, number, number];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The WebP rendition of demoPhotoPng(seed), as the SEO image upload writes one: the same bytes on every run. */
export function demoPhotoWebp(seed: number): Promise<Buffer> {
  return sharp(demoPhotoPng(seed)).webp({ quality: 80 }).toBuffer();
}
