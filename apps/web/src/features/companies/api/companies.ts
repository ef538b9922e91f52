import { companyOperations as op } from '@hubgrade/domain/companies/operations';
import type { CompanyCreateBody, CompanyListQuery, CompanyPatchBody } from '@hubgrade/domain/companies/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type CompanyTableQuery = Pick<CompanyListQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'categoryId'>;

export const companiesQuery = (query: CompanyTableQuery) =>
  queryOptions({ queryKey: keyOf(op.listCompanies, query), queryFn: ({ signal }) => callPage(op.listCompanies, { query, signal }) });

/** GET /companies; the previous page stays on screen while the next one loads. */
export function useCompanies(query: CompanyTableQuery) {
  return useQuery({ ...companiesQuery(query), placeholderData: keepPreviousData });
}

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: keyOf(op.findCompany, { id }), queryFn: ({ signal }) => call(op.findCompany, { params: { id }, signal }) });

/** GET /companies/{id}: the company sheet. */
export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}

/** GET /companies/choices: categories and sites for a new company, or for the given one. */
export function useCompanyChoices(companyId?: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.companyChoices, { companyId: companyId ?? null }),
    queryFn: ({ signal }) => call(op.companyChoices, { query: { companyId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST /companies. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateBody) => call(op.createCompany, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}

/** PATCH /companies/{id}: only the fields that changed. */
export function usePatchCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyPatchBody) => call(op.patchCompany, { params: { id }, body }),
    onSuccess: (company) => {
      client.setQueryData(companyQuery(id).queryKey, company);
      return client.invalidateQueries({ queryKey: keyOf(op.listCompanies) });
    },
  });
}

/** DELETE /whitecompany/{id}: refused (409, with its reason) while the company has contracts under way. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(op.deleteCompany, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }),
  });
}
