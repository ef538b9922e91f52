import { describe, expect, it } from 'vitest';
import { cleanOriginalName, contentDisposition } from './file-name.ts';

describe('original names', () => {
  it('keeps a plain name as it is', () => {
    expect(cleanOriginalName('Facture mars 2026.pdf', 'pdf')).toBe('Facture mars 2026.pdf');
  });

  it('drops folders, control and direction characters, and squeezes spaces', () => {
    expect(cleanOriginalName('C:\\Users\\moi\\photo.png', 'png')).toBe('photo.png');
    expect(cleanOriginalName('../../etc/passwd', 'pdf')).toBe('passwd');
    expect(cleanOriginalName('a\u202Egnp.exe', 'png')).toBe('agnp.exe');
    expect(cleanOriginalName('  deux   espaces\t.pdf ', 'pdf')).toBe('deux espaces.pdf');
  });

  it('names a nameless file after its type', () => {
    for (const raw of [undefined, '', '   ', '..', 'dossier/']) expect(cleanOriginalName(raw, 'pdf')).toBe('fichier.pdf');
  });

  it('cuts a long name and keeps its extension', () => {
    const name = cleanOriginalName(`${'é'.repeat(300)}.jpeg`, 'jpg');
    expect(name).toBe(`${'é'.repeat(195)}.jpeg`);
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'reçu "été" 100%.pdf')).toBe(
      `inline; filename="re_u __t__ 100_.pdf"; filename*=UTF-8''re%C3%A7u%20%22%C3%A9t%C3%A9%22%20100%25.pdf`,
    );
    expect(contentDisposition('attachment', "l'offre (1).pdf")).toBe(
      `attachment; filename="l'offre (1).pdf"; filename*=UTF-8''l%27offre%20%281%29.pdf`,
    );
  });

  it('cannot be broken out of by a name with quotes or line breaks', () => {
    const header = contentDisposition('inline', 'a";\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
