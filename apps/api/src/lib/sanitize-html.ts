import { isRichText } from '@hubgrade/domain/common/schemas';
import { RICH_TEXT_LINK_SCHEMES, RICH_TEXT_MAX_FONT_SIZE, RICH_TEXT_MIN_FONT_SIZE } from '@hubgrade/domain/rich-text/rules';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';

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
 * rich text received from a client, before storing it. A text without `<` holds no tag, so it
 * cannot run anything wherever it is shown: it is kept as typed (`Dupont & fils`, not
 * `Dupont &amp; fils`), as the screens that still show these fields as plain text expect.
 */
export function sanitizeRichText(html: string): string {
  if (!html.includes('<')) return html;
  return sanitizeHtml(html, OPTIONS).trim();
}

/** A step of a path to a rich-text field: a key, or every element of a list (or value of a record). */
export const EACH = '*';

/** What a walk needs of a zod schema's definition, whatever its kind. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/**
 * The paths of a schema's fields declared rich text (zRichText), through objects, lists,
 * records, unions, optional and nullable wrappers and pipes. A path of a union's option is taken
 * whichever option the value matches: the options of one body never give the same key to a plain
 * text and a rich one.
 */
export function richTextPaths(schema: z.ZodType, seen = new Set<z.ZodType>()): string[][] {
  if (isRichText(schema)) return [[]];
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  const under = (step: string, child: z.ZodType | null | undefined) =>
    child ? richTextPaths(child, seen).map((path) => [step, ...path]) : [];
  const same = (child: z.ZodType | null | undefined) => (child ? richTextPaths(child, seen) : []);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => under(key, child));
    case 'array':
      return under(EACH, def.element);
    case 'record':
      return under(EACH, def.valueType);
    case 'tuple':
      return [...(def.items ?? []), def.rest].flatMap((child) => under(EACH, child));
    case 'union':
      return (def.options ?? []).flatMap(same);
    case 'intersection':
      return [...same(def.left), ...same(def.right)];
    case 'pipe':
      return same(def.in);
    case 'lazy':
      return same(def.getter?.());
    default:
      return same(def.innerType);
  }
}

/** Sanitises, in place, the texts found at these paths of a body not validated yet (any shape). */
export function sanitizeRichTextAt(body: unknown, paths: readonly string[][]): void {
  const visit = (holder: Record<string, unknown>, key: string, rest: readonly string[]) => {
    const value = holder[key];
    if (rest.length === 0) {
      if (typeof value === 'string') holder[key] = sanitizeRichText(value);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const [step, ...next] = rest as [string, ...string[]];
    const record = value as Record<string, unknown>;
    const keys = step === EACH ? Object.keys(record) : Object.hasOwn(record, step) ? [step] : [];
    for (const child of keys) visit(record, child, next);
  };
  for (const path of paths) visit({ body }, 'body', path);
}
