import { authOperations } from '@hubgrade/domain/auth/operations';
import type { Role } from '@hubgrade/domain/auth/roles';
import type { AccessMap } from '@hubgrade/domain/members/access';
import { memberOperations as op } from '@hubgrade/domain/members/operations';
import type { MemberPatch, MemberQuery } from '@hubgrade/domain/members/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type MemberListQuery = Partial<Omit<MemberQuery, 'after'>>;

/**
 * GET /users: keyset-paged, so that page 2,000 costs what page 1 costs. The query goes out in the
 * order given: the members page's first one is the URL index.html asked for early (vite.config.ts).
 */
export function fetchMembers(query: MemberListQuery, signal?: AbortSignal) {
  return callPage(op.listMembers, { query, signal });
}

export const membersQuery = (query: MemberListQuery) =>
  queryOptions({ queryKey: keyOf(op.listMembers, query), queryFn: ({ signal }) => fetchMembers(query, signal) });

/** The user tables; the previous page stays on screen while the next one loads. */
export function useMembers(query: MemberListQuery, enabled = true) {
  return useQuery({ ...membersQuery(query), placeholderData: keepPreviousData, enabled });
}

export function useMember(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.findMember, { id }),
    queryFn: ({ signal }) => call(op.findMember, { params: { id }, signal }),
    enabled,
    retry: false,
  });
}

/** GET /users/{id}/overview: the expandable row, loaded when the row opens. */
export function useMemberOverview(id: number) {
  return useQuery({
    queryKey: keyOf(op.memberOverview, { id }),
    queryFn: ({ signal }) => call(op.memberOverview, { params: { id }, signal }),
  });
}

/** Every member mutation reloads the lists and sheets (members-bookings-feed §4: "the list is reloaded afterwards"). */
function useMemberMutation<A, R>(mutate: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: mutate, onSettled: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** PATCH /users/{id} with hubgrade_user{…}: enabled, companyOwner, names, mobile. */
export const usePatchMember = () =>
  useMemberMutation(({ id, patch }: { id: number; patch: MemberPatch }) =>
    call(op.patchMember, { params: { id }, body: { hubgrade_user: patch } }),
  );

/** POST /users/{id}/disable: the account is off and its sessions end. */
export const useDisableMember = () => useMemberMutation((id: number) => call(op.disableMember, { params: { id } }));

export const useSetRoles = () =>
  useMemberMutation(({ id, roles }: { id: number; roles: Role[] }) => call(op.setRoles, { params: { id }, body: { roles } }));

export const useDeleteMember = () => useMemberMutation((id: number) => call(op.deleteMember, { params: { id } }));

export const useToggleAccessCompany = () => useMemberMutation((id: number) => call(op.toggleAccessCompany, { params: { id } }));

export const useToggleShoppingRights = () => useMemberMutation((id: number) => call(op.toggleShoppingRights, { params: { id } }));

/** PATCH /access: consultation rights plus createdUserId (§2.17, §7). */
export const usePatchAccess = () =>
  useMemberMutation(({ id, access }: { id: number; access: Partial<AccessMap> }) =>
    call(op.patchAccess, { body: { access, createdUserId: id } }),
  );

/** POST /users/request/password/token: the member gets a reset link by mail. */
export const useSendPasswordReset = () =>
  useMutation({
    mutationFn: (member: { email: string; brand: number | null }) => call(authOperations.requestPasswordReset, { body: member }),
  });

export const useValidateIncoming = () => useMemberMutation((ids: number[]) => call(op.validateIncoming, { body: { ids } }));

export const useRefuseIncoming = () => useMemberMutation((ids: number[]) => call(op.refuseIncoming, { body: { ids } }));
