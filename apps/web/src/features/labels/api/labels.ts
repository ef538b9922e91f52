import { brandOperations } from '@hubgrade/domain/brands/operations';
import { labelOperations as op } from '@hubgrade/domain/labels/operations';
import { LABELS_PER_RECORD_MAX } from '@hubgrade/domain/labels/rules';
import type { LabelBody, LabelMergeBody, LabelPatch, LabelQuery } from '@hubgrade/domain/labels/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type LabelListQuery = Partial<Omit<LabelQuery, 'after'>>;

/** GET /labels: the previous page stays on screen while the next one loads. */
export function useLabels(query: LabelListQuery, enabled = true) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const BRAND_QUERY = { itemsPerPage: 100, sortBy: 'id', sortDesc: false } as const;

/** GET /brands: the brands a brandless super admin filters the labels by. */
export function useLabelBrands(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(brandOperations.list, BRAND_QUERY),
    queryFn: ({ signal }) => call(brandOperations.list, { query: BRAND_QUERY, signal }),
    staleTime: 300_000,
    enabled,
  });
}

function useLabelMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /labels. */
export const useCreateLabel = () => useLabelMutation((body: LabelBody) => call(op.create, { body }));
/** PATCH /labels/{id}. */
export const usePatchLabel = () =>
  useLabelMutation(({ id, body }: { id: number; body: LabelPatch }) => call(op.patch, { params: { id }, body }));
/** DELETE /labels/{id}. */
export const useRemoveLabel = () => useLabelMutation((id: number) => call(op.remove, { params: { id } }));
/** POST /labels/merge. */
export const useMergeLabels = () => useLabelMutation((body: LabelMergeBody) => call(op.merge, { body }));

/** A record that carries labels: an ad or a static page. */
export interface LabelledRecord {
  kind: 'ad' | 'staticPage';
  id: number;
}

/** GET /labels?ad={id} (or staticPage={id}): the record's labels, by name. */
export const useRecordLabels = (record: LabelledRecord) =>
  useLabels({ [record.kind]: record.id, itemsPerPage: LABELS_PER_RECORD_MAX, sortBy: 'name', sortDesc: false });

/** GET /labels?brand=…: the labels a record of this brand may carry (a brand's staff only see theirs whatever the brand asked). */
export const useBrandLabels = (brandId: number | null, enabled: boolean) =>
  useLabels({ brand: brandId ?? 0, itemsPerPage: 100, sortBy: 'name', sortDesc: false }, enabled);

/** PUT /ads/{id}/labels or /static-pages/{id}/labels: the record carries exactly these labels. */
export const useSetRecordLabels = () =>
  useLabelMutation(({ record, labels }: { record: LabelledRecord; labels: number[] }) =>
    record.kind === 'ad'
      ? call(op.setAdLabels, { params: { id: record.id }, body: { labels } })
      : call(op.setStaticPageLabels, { params: { id: record.id }, body: { labels } }),
  );
