import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_MAX_FONT_SIZE, RICH_TEXT_MIN_FONT_SIZE } from '@hubgrade/domain/rich-text/rules';
import sanitizeHtml from 'sanitize-html';

/** Whole pixels from the smallest to the largest size the editor offers (10 to 36). */
function fontSizePattern(min: number, max: number): RegExp {
  const sizes = Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
  return new RegExp(`^(?:${sizes.join('|')})px$`);
}

/**
 * Exactly what the rich-text editor produces (headings, paragraphs, bold, italic, lists, links,
 * font sizes) and nothing else: any other tag is dropped with its attributes, its text kept;
 * script and style contents go entirely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedStyles: { span: { 'font-size': [fontSizePattern(RICH_TEXT_MIN_FONT_SIZE, RICH_TEXT_MAX_FONT_SIZE)] } },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would leave the site like an absolute link.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: {
    // Links open elsewhere without giving the opened page a handle on this one.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {},
    }),
    b: 'strong',
    i: 'em',
  },
  // A link whose address was dropped, or a span whose style was, is only noise.
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href) || (frame.tag === 'span' && !frame.attribs.style) ? 'excludeTag' : false,
};

/**
 * The HTML of a rich-text field as it may be stored and shown to others: call it on every
 * rich text received from a client, before storing it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
