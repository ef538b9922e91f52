import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { downloadUpload } from '../../../ui/upload/use-object-url.ts';

/** Saves the file under its own name; the server checks that the caller may read it. */
export function DownloadButton({ file, label = L.actions.download }: { file: Upload; label?: string }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadUpload(file.path, file.originalName)
      .catch((error: unknown) => snackbar.error({ message: error instanceof ApiError ? error.message : L.refusals.notFound }))
      .finally(() => setBusy(false));
  };
  return (
    <Button size="small" startIcon={<Download />} loading={busy} onClick={download} aria-label={`${label} ${file.originalName}`}>
      {label}
    </Button>
  );
}
