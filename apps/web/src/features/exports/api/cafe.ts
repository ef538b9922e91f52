import { pathOf } from '@hubgrade/domain/common/operation';
import { exportOperations as op } from '@hubgrade/domain/exports/operations';
import type { CafeQuery } from '@hubgrade/domain/exports/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';
import { type DownloadedFile, fetchFile, withQuery } from '../../../lib/download.ts';

/** GET /exports/cafe/sites: the sites the café export can be narrowed to. */
export function useCafeSites() {
  return useQuery({ queryKey: keyOf(op.cafeSites), queryFn: ({ signal }) => call(op.cafeSites, { signal }) });
}

/** GET /exports/cafe: one month of café consumption. */
export function useCafeReport(query: CafeQuery) {
  return useQuery({
    queryKey: keyOf(op.cafeReport, query),
    queryFn: ({ signal }) => call(op.cafeReport, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /exports/cafe/file: the same month as a CSV. */
export function downloadCafe(query: CafeQuery, fallbackName: string): Promise<DownloadedFile> {
  return fetchFile(withQuery(pathOf(op.cafeFile), { ...query }), { fallbackName });
}
