import { RICH_TEXT_LABELS as L } from '@hubgrade/domain/rich-text/labels';
import { RICH_TEXT_HEIGHT } from '@hubgrade/domain/rich-text/rules';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import { EditorContent, useEditor } from '@tiptap/react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { LinkDialog } from './link-dialog.tsx';
import { editorHtmlOf } from './plain-text.ts';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  /** HTML, or a plain text (no `<`) shown as its lines; the server sanitises it again before storing it. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label?: string;
  disabled?: boolean;
  required?: boolean;
  /** The field's validation message shows in place of the helper text. */
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * The rich-text editor of spec shell §2.9 (Tiptap): height 300, headings 1 to 6, font sizes 10 to
 * 36 px, bold, italic, lists and links. An empty document is reported as ''.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label = L.editor,
  disabled = false,
  required = false,
  error = false,
  helperText,
}: RichTextEditorProps) {
  const labelId = useId();
  const helperId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const described = Boolean(helperText);
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-required': String(required),
      'aria-invalid': String(error),
      ...(described ? { 'aria-describedby': helperId } : {}),
      'data-testid': 'rich-text-content',
    }),
    [labelId, helperId, required, error, described],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: editorHtmlOf(value),
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // An editor destroyed while its form was hidden (Suspense) is replaced by a new one on the next
  // render: these effects then run again for it.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  // The field's state (required, invalid) is read by assistive technology from the editable element.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value replaced from outside (a form reset, a record loaded) is shown; the editor's own echo is not.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(editorHtmlOf(value), { emitUpdate: false });
  }, [editor, value]);

  const applyLink = (href: string) => {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <FormLabel id={labelId} required={required} error={error} disabled={disabled} sx={{ typography: 'subtitle2' }}>
        {label}
      </FormLabel>
      <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: disabled ? 0.7 : 1, borderColor: error ? 'error.main' : undefined }}>
        <RichTextToolbar editor={editor} disabled={disabled} onLink={() => setLinkOpen(true)} />
        <Box
          sx={{
            height: RICH_TEXT_HEIGHT,
            overflowY: 'auto',
            px: 2,
            cursor: 'text',
            '& .tiptap': { minHeight: '100%', outline: 'none', py: 1.5 },
            '& .tiptap a': { color: 'primary.main' },
          }}
          onClick={() => editor.commands.focus()}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {helperText && (
        <FormHelperText id={helperId} error={error} sx={{ mt: 0 }}>
          {helperText}
        </FormHelperText>
      )}
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? 'https://'}
        onClose={() => setLinkOpen(false)}
        onApply={applyLink}
      />
    </Box>
  );
}
