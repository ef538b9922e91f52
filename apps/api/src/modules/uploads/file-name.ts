import { UPLOAD_NAME_MAX_LENGTH } from '@hubgrade/domain/uploads/rules';

/**
 * The name a file had on the sender's machine, made safe to store and show: no folders, no
 * control or formatting characters, a bounded length that keeps the extension.
 */
export function cleanOriginalName(raw: string | undefined, extension: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || name === '.' || name === '..') return `fichier.${extension}`;
  const chars = Array.from(name);
  if (chars.length <= UPLOAD_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return Array.from(name.slice(0, name.length - suffix.length))
    .slice(0, UPLOAD_NAME_MAX_LENGTH - Array.from(suffix).length)
    .join('')
    .concat(suffix);
}

/** `Content-Disposition` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
