/**
 * Small real files of each accepted type, and look-alikes, for the upload tests (API, access
 * matrix, browser). Built in code so that no binary sits in the repository.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A 1×1 lossless WEBP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A one-page PDF with a correct cross-reference table; `filler` bytes of comment make it larger. */
export function pdf(filler = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = `%PDF-1.4\n${filler > 0 ? `%${'x'.repeat(Math.max(0, filler - 2))}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  let filler = size - pdf().length;
  for (;;) {
    const file = pdf(filler);
    if (file.length === size) return file;
    filler += size - file.length;
  }
}

/** A PNG of exactly `size` bytes: the image, then padding after its end chunk. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);
}

/** Text that starts like a PDF but is none. */
export const TEXT_WITH_PDF_HEADER = Buffer.from('%PDF-1.4\nBonjour, je ne suis qu’un texte.\n', 'utf8');

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'utf8');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8');

/** The multipart body of an upload: `file` unless another field name is given. */
export function uploadForm(data: Buffer, filename: string, type = 'application/octet-stream', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

/** The part of a Fastify app an upload needs, so that this file stays free of the server's imports. */
interface Injecting {
  inject(options: { method: 'POST'; url: string; headers: Record<string, string>; body: FormData }): PromiseLike<{
    statusCode: number;
    body: string;
    json(): { id: number };
  }>;
}

/** Uploads `data` as `filename` through `POST /api/upload/{mode}` as the token's user, and answers the new upload's id. */
export async function uploaded(app: Injecting, token: string, data: Buffer, filename: string, mode = 'ticket'): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/upload/${mode}`,
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm(data, filename),
  });
  if (res.statusCode !== 201) throw new Error(`upload of ${filename} answered ${res.statusCode}: ${res.body}`);
  return res.json().id;
}
