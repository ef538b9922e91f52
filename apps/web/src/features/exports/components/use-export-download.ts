import { EXPORT_LABELS as L } from '@hubgrade/domain/exports/labels';
import type { ExportQuery } from '@hubgrade/domain/exports/schemas';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { countExport, downloadExport } from '../api/exports.ts';

export type ExportRun =
  | { step: 'idle' }
  | { step: 'counting' }
  | { step: 'downloading'; format: 'csv' | 'xlsx'; rows: number; lines: number; bytes: number };

/**
 * Counts the rows first (nothing to download: said at once), then reads the streamed file and
 * reports its progress: lines received for a CSV (one record a line), bytes for an XLSX (zipped).
 * The run can be cancelled; a refusal comes back as the API's field errors.
 */
export function useExportDownload() {
  const [run, setRun] = useState<ExportRun>({ step: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const abort = useRef<AbortController | null>(null);
  const snackbar = useSnackbar();

  const start = async (query: ExportQuery) => {
    const controller = new AbortController();
    abort.current = controller;
    setFieldErrors({});
    setRun({ step: 'counting' });
    try {
      const { rows, fileName } = await countExport(query, controller.signal);
      if (rows === 0) {
        snackbar.show(L.empty, { severity: 'info', duration: 4000 });
        return;
      }
      setRun({ step: 'downloading', format: query.format, rows, lines: 0, bytes: 0 });
      const file = await downloadExport(
        query,
        fileName,
        ({ lines, bytes }) => setRun({ step: 'downloading', format: query.format, rows, lines: Math.max(lines - 1, 0), bytes }),
        controller.signal,
      );
      saveBlob(file.blob, file.name);
      snackbar.success({ message: L.done(file.rows ?? rows, file.name), duration: 6000 });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') snackbar.show(L.cancelled, { severity: 'info' });
      else if (error instanceof ApiError) {
        setFieldErrors(error.errors);
        snackbar.error({ message: error.message });
      } else throw error;
    } finally {
      abort.current = null;
      setRun({ step: 'idle' });
    }
  };

  return { run, fieldErrors, start, cancel: () => abort.current?.abort() };
}
