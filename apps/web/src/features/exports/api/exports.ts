import { pathOf } from '@hubgrade/domain/common/operation';
import { exportOperations as op } from '@hubgrade/domain/exports/operations';
import type { ExportQuery } from '@hubgrade/domain/exports/schemas';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';
import { type DownloadedFile, type DownloadProgress, fetchFile, withQuery } from '../../../lib/download.ts';

/** GET /exports/brands: the picker's brand list. */
export function useExportBrands() {
  return useQuery({ queryKey: keyOf(op.listBrands), queryFn: ({ signal }) => call(op.listBrands, { signal }), retry: false });
}

/** GET /exports/sites: the chosen brand's spaces; nothing to ask before a brand is chosen. */
export function useExportSites(brandId: number | undefined) {
  return useQuery({
    queryKey: keyOf(op.listSites, { brandId }),
    queryFn: ({ signal }) => call(op.listSites, { query: { brandId: brandId ?? 0 }, signal }),
    enabled: brandId !== undefined,
  });
}

/** GET /exports/count: the rows the file will hold, before it is asked for. */
export function countExport(query: ExportQuery, signal?: AbortSignal) {
  return call(op.countExport, { query, signal });
}

/** GET /exports/file: the streamed file, its progress reported as it arrives. */
export function downloadExport(
  query: ExportQuery,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<DownloadedFile> {
  return fetchFile(withQuery(pathOf(op.downloadExport), { ...query }), { fallbackName, onProgress, signal });
}
