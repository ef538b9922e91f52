/**
 * The server stores a rich text without `<` as typed (apps/api lib/sanitize-html.ts): such a
 * text is plain, written before the field became rich or sent by a client that knows no HTML.
 */
export function isPlainText(value: string): boolean {
  return !value.includes('<');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A plain text as the editor's HTML: one paragraph a line, its characters kept as typed. */
export function plainTextToHtml(text: string): string {
  if (text === '') return '';
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c)}</p>`)
    .join('');
}

/** What the editor should show for a stored value: HTML as it is, a plain text as its lines. */
export function editorHtmlOf(value: string): string {
  return isPlainText(value) ? plainTextToHtml(value) : value;
}
