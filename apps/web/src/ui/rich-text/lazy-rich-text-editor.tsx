import { RICH_TEXT_HEIGHT } from '@hubgrade/domain/rich-text/rules';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const Editor = lazyChunk(
  () => import('./rich-text-editor.tsx'),
  (m) => m.RichTextEditor,
);

/** The editor in its own chunk (ProseMirror is large): forms that hold one load it when shown. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={RICH_TEXT_HEIGHT + 80} />}>
      <Editor {...props} />
    </Suspense>
  );
}
