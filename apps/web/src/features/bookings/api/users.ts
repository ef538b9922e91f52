import { memberOperations } from '@hubgrade/domain/members/operations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** The first matches are enough to pick someone: the search narrows them. */
const PICK_SIZE = 20;

/** GET /users searched by name or email: staff book on behalf of a user of their scope (§6). */
export function useBookingUsers(search: string, enabled: boolean) {
  const query = { search: search.trim() || undefined, itemsPerPage: PICK_SIZE, sortBy: 'userLastName', sortDesc: false } as const;
  return useQuery({
    queryKey: keyOf(memberOperations.listMembers, query),
    queryFn: ({ signal }) => call(memberOperations.listMembers, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
