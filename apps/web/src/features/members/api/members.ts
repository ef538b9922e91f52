import type { Role } from '@hubgrade/domain/auth/roles';
import type { MessageAnswer } from '@hubgrade/domain/auth/schemas';
import type { AccessMap } from '@hubgrade/domain/members/access';
import type {
  AccessAnswer,
  AccessCompanyAnswer,
  IncomingAnswer,
  Member,
  MemberList,
  MemberOverview,
  MemberPatch,
  MemberQuery,
  ShoppingRightsAnswer,
} from '@hubgrade/domain/members/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type MemberListQuery = Partial<Omit<MemberQuery, 'after'>>;

const MEMBERS = 'members';

/** GET /users: keyset-paged, so that page 2,000 costs what page 1 costs. */
export function fetchMembers(query: MemberListQuery, signal?: AbortSignal) {
  return fetchKeysetPage(MEMBERS, query, (q) => api<MemberList>('/users', { query: { ...q }, signal }));
}

export const membersQuery = (query: MemberListQuery) =>
  queryOptions({ queryKey: [MEMBERS, 'list', query], queryFn: ({ signal }) => fetchMembers(query, signal) });

/** The user tables; the previous page stays on screen while the next one loads. */
export function useMembers(query: MemberListQuery, enabled = true) {
  return useQuery({ ...membersQuery(query), placeholderData: keepPreviousData, enabled });
}

export function useMember(id: number, enabled = true) {
  return useQuery({
    queryKey: [MEMBERS, 'detail', id],
    queryFn: ({ signal }) => api<Member>(`/users/${id}`, { signal }),
    enabled,
    retry: false,
  });
}

/** GET /users/{id}/overview: the expandable row, loaded when the row opens. */
export function useMemberOverview(id: number) {
  return useQuery({
    queryKey: [MEMBERS, 'overview', id],
    queryFn: ({ signal }) => api<MemberOverview>(`/users/${id}/overview`, { signal }),
  });
}

/** Every member mutation reloads the lists and sheets (members-bookings-feed §4: "the list is reloaded afterwards"). */
function useMemberMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: [MEMBERS] }) });
}

/** PATCH /users/{id} with hubgrade_user{…}: enabled, companyOwner, names, mobile. */
export const usePatchMember = () =>
  useMemberMutation(({ id, patch }: { id: number; patch: MemberPatch }) =>
    api<Member>(`/users/${id}`, { method: 'PATCH', body: { hubgrade_user: patch } }),
  );

export const useSetRoles = () =>
  useMemberMutation(({ id, roles }: { id: number; roles: Role[] }) =>
    api<Member>(`/users/${id}/roles`, { method: 'PUT', body: { roles } }),
  );

export const useDeleteMember = () => useMemberMutation((id: number) => api(`/users/${id}`, { method: 'DELETE' }));

export const useToggleAccessCompany = () =>
  useMemberMutation((id: number) => api<AccessCompanyAnswer>(`/accessCompany/user/${id}`, { method: 'PATCH' }));

export const useToggleShoppingRights = () =>
  useMemberMutation((id: number) => api<ShoppingRightsAnswer>(`/shoppingRights/user/${id}`, { method: 'PATCH' }));

/** PATCH /access: consultation rights plus createdUserId (§2.17, §7). */
export const usePatchAccess = () =>
  useMemberMutation(({ id, access }: { id: number; access: Partial<AccessMap> }) =>
    api<AccessAnswer>('/access', { method: 'PATCH', body: { access, createdUserId: id } }),
  );

/** POST /users/request/password/token: the member gets a reset link by mail. */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (member: { email: string; brand: number | null }) =>
      api<MessageAnswer>('/users/request/password/token', { method: 'POST', body: member }),
  });

export const useValidateIncoming = () =>
  useMemberMutation((ids: number[]) => api<IncomingAnswer>('/users/incoming/validate', { method: 'POST', body: { ids } }));

export const useRefuseIncoming = () =>
  useMemberMutation((ids: number[]) => api<IncomingAnswer>('/users/incoming/refuse', { method: 'POST', body: { ids } }));
