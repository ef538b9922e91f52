import type {
  Company,
  CompanyChoices,
  CompanyCreateBody,
  CompanyList,
  CompanyListQuery,
  CompanyPatchBody,
} from '@hubgrade/domain/companies/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';
import { fetchKeysetPage } from '../../../lib/keyset-pages.ts';

export type CompanyTableQuery = Pick<CompanyListQuery, 'page' | 'sortBy' | 'sortDesc' | 'search' | 'categoryId'>;

export const COMPANIES = 'companies';

export const companiesQuery = (query: CompanyTableQuery) =>
  queryOptions({
    queryKey: [COMPANIES, 'list', query],
    queryFn: ({ signal }) => fetchKeysetPage('companies', query, (q) => api<CompanyList>('/companies', { query: { ...q }, signal })),
  });

/** GET /companies; the previous page stays on screen while the next one loads. */
export function useCompanies(query: CompanyTableQuery) {
  return useQuery({ ...companiesQuery(query), placeholderData: keepPreviousData });
}

export const companyQuery = (id: number) =>
  queryOptions({ queryKey: [COMPANIES, 'detail', id], queryFn: ({ signal }) => api<Company>(`/companies/${id}`, { signal }) });

/** GET /companies/{id}: the company sheet. */
export function useCompany(id: number) {
  return useQuery(companyQuery(id));
}

/** GET /companies/choices: categories and sites for a new company, or for the given one. */
export function useCompanyChoices(companyId?: number, enabled = true) {
  return useQuery({
    queryKey: [COMPANIES, 'choices', companyId ?? null],
    queryFn: ({ signal }) => api<CompanyChoices>('/companies/choices', { query: { companyId }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST /companies. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateBody) => api<Company>('/companies', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMPANIES] }),
  });
}

/** PATCH /companies/{id}: only the fields that changed. */
export function usePatchCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyPatchBody) => api<Company>(`/companies/${id}`, { method: 'PATCH', body }),
    onSuccess: (company) => {
      client.setQueryData(companyQuery(id).queryKey, company);
      return client.invalidateQueries({ queryKey: [COMPANIES, 'list'] });
    },
  });
}

/** DELETE /whitecompany/{id}: refused (409, with its reason) while the company has contracts under way. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/whitecompany/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMPANIES] }),
  });
}
