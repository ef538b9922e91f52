import { convert } from 'html-to-text';

/**
 * A rich-text field (stored as sanitised HTML) as the lines of a plain-text medium, such as the
 * contract PDF: paragraphs and headings on lines of their own, list items with a dash, entities
 * decoded (`&lt;` is `<` again), links by their words only. Text that holds no tag comes back as is.
 */
export function richTextAsPlain(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'ul', options: { itemPrefix: '– ' } },
      ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  }).trim();
}
