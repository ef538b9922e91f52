import { seoOperations as op } from '@hubgrade/domain/seo/operations';
import type { BlockAdd, BlockEdit, CanonicalBody, PageBody, PageQuery } from '@hubgrade/domain/seo/schemas';
import { UPLOAD_FIELD } from '@hubgrade/domain/uploads/rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';

export type PageListQuery = Partial<Omit<PageQuery, 'after'>>;

/** GET /seo-page-new: the pages of one kind; the previous page stays on screen while the next one loads. */
export function useSeoPages(query: PageListQuery) {
  return useQuery({
    queryKey: keyOf(op.listPages, query),
    queryFn: ({ signal }) => callPage(op.listPages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /seo-page-new/{id}: the page and its blocks. */
export function useSeoPage(id: number) {
  return useQuery({ queryKey: keyOf(op.findPage, { id }), queryFn: ({ signal }) => call(op.findPage, { params: { id }, signal }) });
}

/** Every change reloads the area: the table shows the block counts and the sheet the blocks. */
function useSeoMutation<V, D>(mutationFn: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /seo-page-new, or PUT /seo-page-new/{id}. */
export const useSavePage = () =>
  useSeoMutation(({ id, body }: { id: number | null; body: PageBody }) =>
    id === null ? call(op.createPage, { body }) : call(op.updatePage, { params: { id }, body }),
  );

/** DELETE /seo-page-new/{id}. */
export const useDeletePage = () => useSeoMutation((id: number) => call(op.deletePage, { params: { id } }));

/** POST /seo-page-new/{id}/blocs. */
export const useAddBlock = () =>
  useSeoMutation(({ pageId, body }: { pageId: number; body: BlockAdd }) => call(op.addBlock, { params: { id: pageId }, body }));

/** PATCH /seo-page-new/blocs/edit/{id} (spec shell §7). */
export const useEditBlock = () =>
  useSeoMutation(({ id, body }: { id: number; body: BlockEdit }) => call(op.editBlock, { params: { id }, body }));

/** POST /seo-page-new/blocs/{id}/position. */
export const useMoveBlock = () =>
  useSeoMutation(({ id, position }: { id: number; position: number }) => call(op.moveBlock, { params: { id }, body: { position } }));

/** DELETE /seo-page-new/blocs/{id}. */
export const useRemoveBlock = () => useSeoMutation((id: number) => call(op.removeBlock, { params: { id } }));

/** POST /uploads/seo-page-new (spec shell §7): the image and its WebP rendition's paths. */
export const useUploadSeoImage = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      return call(op.uploadImage, { form });
    },
  });

/** GET /seo-canonical-pages. */
export function useCanonicalPages(query: PageListQuery) {
  return useQuery({
    queryKey: keyOf(op.listCanonicalPages, query),
    queryFn: ({ signal }) => callPage(op.listCanonicalPages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /seo-canonical-pages. */
export const useCreateCanonicalPage = () => useSeoMutation((body: CanonicalBody) => call(op.createCanonicalPage, { body }));

/** GET /seo-site-tree. */
export function useSiteTree() {
  return useQuery({ queryKey: keyOf(op.siteTree), queryFn: ({ signal }) => call(op.siteTree, { signal }) });
}

/** POST /seo-page-new/{id}/parent. */
export const useMovePage = () =>
  useSeoMutation(({ id, parentId }: { id: number; parentId: number | null }) => call(op.movePage, { params: { id }, body: { parentId } }));
