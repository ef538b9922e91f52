import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/http.ts';

/**
 * The other areas' lists shown on the member sheet (favourites, contracts, invoices, messages,
 * documents), read through their list endpoints. Only the fields the sheet's compact columns show
 * are read, each with the names of tables-and-sheets §3, so that a field the other area adds or
 * renames later never breaks the sheet: a missing one shows as empty.
 */
export const ZLooseRow = z.record(z.string(), z.unknown());
export type LooseRow = z.infer<typeof ZLooseRow>;
const ZLooseList = z.object({ items: z.array(ZLooseRow), total: z.number().int(), totalCapped: z.boolean().optional() });

export interface SheetList {
  key: string;
  path: string;
  query: Record<string, string | number>;
}

export function useSheetList(list: SheetList, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'sheet', list.key, list.path, list.query, page],
    queryFn: ({ signal }) => api(list.path, { query: { ...list.query, page }, signal, schema: ZLooseList }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** tables-and-sheets §7: the identity document and KBIS of a user, each {name, path} or null. */
const ZDocument = z.object({ name: z.string().nullable().optional(), path: z.string() }).nullable().optional();
const ZDocumentsEntry = z.object({ pieceIdentite: ZDocument, kbis: ZDocument });
const ZDocuments = z.union([z.array(ZDocumentsEntry), z.object({ body: z.array(ZDocumentsEntry) })]);

export function useMemberDocuments(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'sheet', 'documents', userId],
    queryFn: async ({ signal }) => {
      const answer = await api(`/documents/users/${userId}`, { signal, schema: ZDocuments });
      const entries = Array.isArray(answer) ? answer : answer.body;
      return entries[0] ?? { pieceIdentite: null, kbis: null };
    },
    enabled,
    retry: false,
  });
}

/** A field of a loose row as text or number, by the first of its names that is present. */
export function field(row: LooseRow, ...names: string[]): string | number | boolean | null {
  for (const name of names) {
    const value = row[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (value && typeof value === 'object' && 'name' in value && typeof (value as { name: unknown }).name === 'string') {
      return (value as { name: string }).name;
    }
  }
  return null;
}
