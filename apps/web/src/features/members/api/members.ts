import type { Role } from '@hubgrade/domain/auth/roles';
import { ZMessageAnswer } from '@hubgrade/domain/auth/schemas';
import type { AccessMap } from '@hubgrade/domain/members/access';
import {
  type MemberPatch,
  type MemberQuery,
  ZAccessAnswer,
  ZAccessCompanyAnswer,
  ZIncomingAnswer,
  ZMember,
  ZMemberList,
  ZMemberOverview,
  ZShoppingRightsAnswer,
} from '@hubgrade/domain/members/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type MemberListQuery = Partial<Omit<MemberQuery, 'after'>>;

const MEMBERS = 'members';

/** GET /users: keyset-paged, so that page 2,000 costs what page 1 costs. */
export function fetchMembers(query: MemberListQuery, signal?: AbortSignal) {
  return fetchKeysetPage(MEMBERS, query, (q) => api('/users', { query: { ...q }, signal, schema: ZMemberList }));
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
    queryFn: ({ signal }) => api(`/users/${id}`, { signal, schema: ZMember }),
    enabled,
    retry: false,
  });
}

/** GET /users/{id}/overview: the expandable row, loaded when the row opens. */
export function useMemberOverview(id: number) {
  return useQuery({
    queryKey: [MEMBERS, 'overview', id],
    queryFn: ({ signal }) => api(`/users/${id}/overview`, { signal, schema: ZMemberOverview }),
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
    api(`/users/${id}`, { method: 'PATCH', body: { hubgrade_user: patch }, schema: ZMember }),
  );

export const useSetRoles = () =>
  useMemberMutation(({ id, roles }: { id: number; roles: Role[] }) =>
    api(`/users/${id}/roles`, { method: 'PUT', body: { roles }, schema: ZMember }),
  );

export const useDeleteMember = () => useMemberMutation((id: number) => api(`/users/${id}`, { method: 'DELETE' }));

export const useToggleAccessCompany = () =>
  useMemberMutation((id: number) => api(`/accessCompany/user/${id}`, { method: 'PATCH', schema: ZAccessCompanyAnswer }));

export const useToggleShoppingRights = () =>
  useMemberMutation((id: number) => api(`/shoppingRights/user/${id}`, { method: 'PATCH', schema: ZShoppingRightsAnswer }));

/** PATCH /access: consultation rights plus createdUserId (§2.17, §7). */
export const usePatchAccess = () =>
  useMemberMutation(({ id, access }: { id: number; access: Partial<AccessMap> }) =>
    api('/access', { method: 'PATCH', body: { access, createdUserId: id }, schema: ZAccessAnswer }),
  );

/** POST /users/request/password/token: the member gets a reset link by mail. */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (member: { email: string; brand: number | null }) =>
      api('/users/request/password/token', { method: 'POST', body: member, schema: ZMessageAnswer }),
  });

export const useValidateIncoming = () =>
  useMemberMutation((ids: number[]) => api('/users/incoming/validate', { method: 'POST', body: { ids }, schema: ZIncomingAnswer }));

export const useRefuseIncoming = () =>
  useMemberMutation((ids: number[]) => api('/users/incoming/refuse', { method: 'POST', body: { ids }, schema: ZIncomingAnswer }));
