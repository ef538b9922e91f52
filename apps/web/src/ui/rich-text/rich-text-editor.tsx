import { RICH_TEXT_LABELS as L } from '@hubgrade/domain/rich-text/labels';
import { RICH_TEXT_HEIGHT } from '@hubgrade/domain/rich-text/rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { LinkDialog } from './link-dialog.tsx';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  /** HTML; the server sanitises it again before storing it. */
  value: string;
  onChange: (html: string) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * The rich-text editor of spec shell §2.9 (Tiptap): height 300, headings 1 to 6, font sizes 10 to
 * 36 px, bold, italic, lists and links. An empty document is reported as ''.
 */
export function RichTextEditor({ value, onChange, label = L.editor, disabled = false }: RichTextEditorProps) {
  const labelId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'data-testid': 'rich-text-content' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  // A value replaced from outside (a form reset, a record loaded) is shown; the editor's own echo is not.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const applyLink = (href: string) => {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {label}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: disabled ? 0.7 : 1 }}>
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
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? 'https://'}
        onClose={() => setLinkOpen(false)}
        onApply={applyLink}
      />
    </Box>
  );
}
