import sharp from 'sharp';

/** Past this many pixels on its long side, a photo is made smaller before it goes in the PDF. */
const LARGE_SIDE = 1600;
/** A thumbnail is drawn 150 pt wide: 1200 px still prints it sharp at several times that size. */
const PRINTED_SIDE = 1200;
/** Refuses images whose pixels would take more memory than any photo needs (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The photo as the PDF embeds it. A phone's photo (several megabytes, turned by its EXIF
 * orientation, which pdf-lib ignores) is turned upright and made smaller, so that the report
 * stays small enough to mail; a small upright one is kept byte for byte. Bytes sharp cannot read
 * are handed on as they are, for the PDF to embed or to name as unreadable.
 */
export async function printablePhoto(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    if (Math.max(width, height) <= LARGE_SIDE && orientation === 1) return bytes;
    return await image
      .rotate()
      .resize({ width: PRINTED_SIDE, height: PRINTED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return bytes;
  }
}
