import { isAllowedFontSize, isAllowedLink } from '@hubgrade/domain/rich-text/rules';
import DOMPurify from 'dompurify';

/**
 * The server's allowlist (apps/api lib/sanitize-html.ts), applied again in the browser before a
 * stored rich text is shown: should a record ever hold markup the server did not clean (an old
 * row, an import), it still runs nothing here.
 */
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'span'];

/** Only the font sizes the editor offers survive in a style attribute. */
function fontSizeOnly(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(([property, value]) => property?.toLowerCase() === 'font-size' && value !== undefined && isAllowedFontSize(value))
    .map(([, value]) => `font-size: ${value}`)
    .join('; ');
}

// An instance of its own, so that its hooks touch no other use of DOMPurify.
const purify = DOMPurify(window);

purify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (data.attrName === 'style') {
    data.attrValue = tag === 'span' ? fontSizeOnly(data.attrValue) : '';
    data.keepAttr = data.attrValue !== '';
  } else if (data.attrName === 'href') {
    data.keepAttr = tag === 'a' && isAllowedLink(data.attrValue);
  } else if (data.attrName === 'target' || data.attrName === 'rel') {
    data.keepAttr = tag === 'a';
  }
});

// Links open elsewhere without giving the opened page a handle on this one.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
});

/** A stored rich text's HTML as it may be put in the page. */
export function sanitizeRichTextHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel', 'style'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
