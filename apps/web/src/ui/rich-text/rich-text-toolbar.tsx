import { RICH_TEXT_LABELS as L } from '@hubgrade/domain/rich-text/labels';
import { RICH_TEXT_FONT_SIZES, RICH_TEXT_HEADING_LEVELS } from '@hubgrade/domain/rich-text/rules';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { Hint } from '../hint.tsx';

function Toggle({
  label,
  selected,
  disabled,
  onClick,
  children,
}: {
  label: string;
  selected: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Hint title={label}>
      <span>
        <ToggleButton
          value={label}
          aria-label={label}
          selected={selected}
          disabled={disabled}
          size="small"
          onChange={onClick}
          sx={{ border: 0, '&.Mui-disabled': { border: 0 } }}
        >
          {children}
        </ToggleButton>
      </span>
    </Hint>
  );
}

/** The limited toolbar of spec shell §2.9: heading levels 1 to 6 and font sizes 10 to 36 px, plus bold, italic, lists and links. */
export function RichTextToolbar({ editor, disabled, onLink }: { editor: Editor; disabled: boolean; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: String(RICH_TEXT_HEADING_LEVELS.find((level) => e.isActive('heading', { level })) ?? 0),
      fontSize: (e.getAttributes('textStyle').fontSize as string | undefined) ?? '',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const setBlock = (block: string) => {
    const level = Number(block);
    const chain = editor.chain().focus();
    if (level === 0) chain.setParagraph().run();
    else chain.setHeading({ level: level as (typeof RICH_TEXT_HEADING_LEVELS)[number] }).run();
  };
  const setFontSize = (size: string) => {
    const chain = editor.chain().focus();
    if (size === '') chain.unsetFontSize().run();
    else chain.setFontSize(size).run();
  };

  return (
    <Box
      role="toolbar"
      aria-label={L.toolbar}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        label={L.blockType}
        value={state.block}
        disabled={disabled}
        onChange={(event) => setBlock(event.target.value)}
        sx={{ width: 160 }}
      >
        <MenuItem value="0">{L.paragraph}</MenuItem>
        {RICH_TEXT_HEADING_LEVELS.map((level) => (
          <MenuItem key={level} value={String(level)}>
            {L.heading(level)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={L.fontSize}
        value={state.fontSize}
        disabled={disabled}
        onChange={(event) => setFontSize(event.target.value)}
        sx={{ width: 170 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{L.defaultSize}</MenuItem>
        {RICH_TEXT_FONT_SIZES.map((size) => (
          <MenuItem key={size} value={`${size}px`}>
            {size} px
          </MenuItem>
        ))}
      </TextField>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Toggle label={L.bold} selected={state.bold} disabled={disabled} onClick={() => editor.chain().focus().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </Toggle>
      <Toggle label={L.italic} selected={state.italic} disabled={disabled} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </Toggle>
      <Toggle
        label={L.bulletList}
        selected={state.bulletList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </Toggle>
      <Toggle
        label={L.orderedList}
        selected={state.orderedList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </Toggle>
      <Toggle label={L.link} selected={state.link} disabled={disabled} onClick={onLink}>
        <InsertLink fontSize="small" />
      </Toggle>
      <Toggle
        label={L.unlink}
        selected={false}
        disabled={disabled || !state.link}
        onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
      >
        <LinkOff fontSize="small" />
      </Toggle>
    </Box>
  );
}
