import type { ListAnswer } from '@hubgrade/domain/common/list';
import type { Operation } from '@hubgrade/domain/common/operation';
import { contractOperations } from '@hubgrade/domain/contracts/operations';
import { memberOperations } from '@hubgrade/domain/members/operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

/**
 * The other areas' lists shown on the member sheet in compact form (favourites, invoices,
 * documents), read through their list operations. Only the fields the sheet's compact columns show
 * are read, each with the names of tables-and-sheets §3, so that a field the other area adds or
 * renames later never breaks the sheet: a missing one shows as empty.
 */
export type LooseRow = Record<string, unknown>;

export interface SheetList {
  /** The other area's list operation. */
  operation: Operation;
  params?: Record<string, unknown>;
  query: Record<string, string | number>;
}

/**
 * The sheet's queries are kept under the members area, as the rest of the sheet: a change to the
 * member reloads them with it.
 */
const sheetKey = (operation: Operation, input: object) => [...areaKey(memberOperations), ...keyOf(operation, input)];

export function useSheetList(list: SheetList, page: number, enabled: boolean) {
  const input = { params: list.params, query: { ...list.query, page } };
  return useQuery({
    queryKey: sheetKey(list.operation, input),
    // Any list operation: its rows are read loosely, whatever its own answer type.
    queryFn: ({ signal }) => call(list.operation, { ...input, signal } as never) as Promise<ListAnswer<LooseRow>>,
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** tables-and-sheets §7: the identity document and KBIS of a user (GET /documents/users/{userId}), each {name, path} or null. */
export function useMemberDocuments(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: sheetKey(contractOperations.userDocuments, { userId }),
    queryFn: async ({ signal }) => {
      const [documents] = await call(contractOperations.userDocuments, { params: { userId }, signal });
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
