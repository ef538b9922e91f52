import { isAllowedLink, RICH_TEXT_HEADING_LEVELS, RICH_TEXT_LINK_SCHEMES } from '@hubgrade/domain/rich-text/rules';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can produce is exactly what the server keeps (apps/api lib/sanitize-html.ts):
 * headings 1 to 6, paragraphs, bold, italic, lists, links, font sizes. Marks and blocks the
 * toolbar does not offer are switched off, so that no shortcut or pasted text produces them.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // It would add an empty paragraph after a final heading to every stored text.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: [...RICH_TEXT_LINK_SCHEMES],
      isAllowedUri: (url) => isAllowedLink(url),
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
    },
  }),
  TextStyle,
  FontSize,
];
