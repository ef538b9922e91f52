import type { ListAnswer } from '@hubgrade/domain/common/list';
import type { UserDocuments } from '@hubgrade/domain/contracts/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/**
 * The other areas' lists shown on the member sheet (favourites, contracts, invoices, messages,
 * documents), read through their list endpoints. Only the fields the sheet's compact columns show
 * are read, each with the names of tables-and-sheets §3, so that a field the other area adds or
 * renames later never breaks the sheet: a missing one shows as empty.
 */
export type LooseRow = Record<string, unknown>;

export interface SheetList {
  key: string;
  path: string;
  query: Record<string, string | number>;
}

export function useSheetList(list: SheetList, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'sheet', list.key, list.path, list.query, page],
    queryFn: ({ signal }) => api<ListAnswer<LooseRow>>(list.path, { query: { ...list.query, page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** tables-and-sheets §7: the identity document and KBIS of a user (GET /documents/users/{userId}), each {name, path} or null. */
export function useMemberDocuments(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'sheet', 'documents', userId],
    queryFn: async ({ signal }) => {
      const [documents] = await api<UserDocuments>(`/documents/users/${userId}`, { signal });
      return documents ?? { pieceIdentite: null, kbis: null };
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
