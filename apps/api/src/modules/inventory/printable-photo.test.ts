import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhotoPng } from '../../lib/demo-photo.ts';
import { printablePhoto } from './printable-photo.ts';

/** A photo as a phone takes it: large, with varied pixels (so that it weighs what a photo weighs). */
async function phonePhoto(width: number, height: number, orientation?: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 9)) & 255;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (orientation ? image.withMetadata({ orientation }) : image).jpeg({ quality: 90 }).toBuffer();
}

describe('photos made printable for the PDF', () => {
  it('makes a large photo at most 1200 px and much lighter', async () => {
    const large = await phonePhoto(2400, 1800);
    const printed = await printablePhoto(large);
    const { width, height, format } = await sharp(printed).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 900, format: 'jpeg' });
    expect(printed.length).toBeLessThan(large.length / 2);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await phonePhoto(400, 300, 6);
    const { width, height } = await sharp(await printablePhoto(sideways)).metadata();
    expect({ width, height }).toEqual({ width: 300, height: 400 });
  });

  it('keeps a small upright photo byte for byte, and unreadable bytes as they are', async () => {
    const small = demoPhotoPng(1);
    expect(await printablePhoto(small)).toBe(small);
    const garbage = Buffer.from('pas une image');
    expect(await printablePhoto(garbage)).toBe(garbage);
  });
});
