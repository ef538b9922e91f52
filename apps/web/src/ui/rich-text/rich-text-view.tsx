import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { isPlainText } from './plain-text.ts';
import { sanitizeRichTextHtml } from './sanitize-rich-text.ts';

interface RichTextViewProps {
  /** A stored rich text: sanitised HTML, or a plain text (no `<`) kept as typed. */
  value: string;
  /** At most this many lines, cut with an ellipsis, headings at the text's size (a table's cell). */
  lines?: number;
  sx?: SxProps<Theme>;
}

/** The page's typography, a step down: a text's headings sit below the sheet's own titles. */
const fullStyles: SxProps<Theme> = (theme) => ({
  '& h1': { ...theme.typography.h4 },
  '& h2': { ...theme.typography.h5 },
  '& h3': { ...theme.typography.h6 },
  '& h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 600 },
  '& h1, & h2, & h3, & h4, & h5, & h6, & p, & ul, & ol': { m: 0 },
  '& ul, & ol': { pl: 3 },
  // Space between blocks only, none above the first or below the last.
  '& > * + *': { mt: 1 },
  '& > * + :is(h1, h2, h3, h4, h5, h6)': { mt: 2 },
});

/** In a cell, the text flows as lines: no block keeps its size or its margins. */
const clampedStyles = (lines: number): SxProps<Theme> => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: String(lines),
  overflow: 'hidden',
  '& h1, & h2, & h3, & h4, & h5, & h6': { font: 'inherit', fontWeight: 600, m: 0 },
  '& p, & ul, & ol': { m: 0 },
  '& ul, & ol': { pl: 2.5 },
  '& span[style]': { fontSize: 'inherit !important' },
});

/**
 * A rich text read-only, with the app's typography. Its HTML is sanitised again here with the
 * server's allowlist, so a record that holds anything else still runs nothing in the page.
 */
export function RichTextView({ value, lines, sx }: RichTextViewProps) {
  const plain = isPlainText(value);
  const html = useMemo(() => (plain ? '' : sanitizeRichTextHtml(value)), [plain, value]);
  const layout = lines === undefined ? fullStyles : clampedStyles(lines);
  const common: SxProps<Theme> = { overflowWrap: 'anywhere', '& a': { color: 'primary.main' } };
  const styles = [common, layout, ...(Array.isArray(sx) ? sx : [sx])];
  if (plain) {
    return (
      <Box component="div" data-testid="rich-text-view" sx={[{ whiteSpace: 'pre-line' }, ...styles]}>
        {value}
      </Box>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised with the server's allowlist (sanitize-rich-text.ts).
    <Box component="div" data-testid="rich-text-view" sx={styles} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
