import { memberOperations as op } from '@hubgrade/domain/members/operations';
import type { BookableUser } from '@hubgrade/domain/members/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { call, keyOf } from './call.ts';

/**
 * GET /brand/{brandId}/users searched by name or email: whom the meeting-room, workstation and
 * terrace dialogs book for (§6). `brand` null is the caller's own scope (`true`); the server keeps
 * a brand's staff to their brand and a member to themselves.
 */
export function useBookableUsers(brand: number | null, search: string, enabled: boolean) {
  const params = { brandId: brand === null ? ('true' as const) : brand };
  const query = { search: search.trim() || undefined };
  return useQuery({
    queryKey: keyOf(op.bookableUsers, { params, query }),
    queryFn: ({ signal }) => call(op.bookableUsers, { params, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What the kit's `UserPicker` needs: the users found for what is typed, whether a search runs, and the typing. */
export function useBookableUserPicker(
  brand: number | null,
  enabled: boolean,
): {
  options: BookableUser[];
  loading: boolean;
  onSearch: (text: string) => void;
} {
  const [search, setSearch] = useState('');
  const users = useBookableUsers(brand, useDeferredValue(search), enabled);
  return { options: users.data ?? [], loading: users.isFetching, onSearch: setSearch };
}
