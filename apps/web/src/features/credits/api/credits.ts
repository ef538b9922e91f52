import { creditOperations as op } from '@hubgrade/domain/credits/operations';
import type { CreditEntryBody, CreditOwnerType } from '@hubgrade/domain/credits/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, keyOf } from '../../../lib/call.ts';

const readOf = (type: CreditOwnerType) => (type === 'company' ? op.companyCredits : op.memberCredits);
const writeOf = (type: CreditOwnerType) => (type === 'company' ? op.addCompanyEntry : op.addMemberEntry);

/** GET /credits/{companies|members}/{id}: the balance and one page of entries; the page on screen stays while the next loads. */
export function useCredits(type: CreditOwnerType, id: number, page: number) {
  const operation = readOf(type);
  const query = { page };
  return useQuery({
    queryKey: keyOf(operation, { id, query }),
    queryFn: ({ signal }) => call(operation, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST …/entries: a pack or an adjustment; every balance reloads. */
export function useAddCreditEntry(type: CreditOwnerType, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditEntryBody) => call(writeOf(type), { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
