import { pathOf } from '@hubgrade/domain/common/operation';
import { quoteOperations as op } from '@hubgrade/domain/quotes/operations';
import type { QuoteInput, QuoteMove, QuoteQuery, QuoteSlotQuery } from '@hubgrade/domain/quotes/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, callPage, keyOf } from '../../../lib/call.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';

export type QuoteListQuery = Partial<Omit<QuoteQuery, 'after'>>;

/** GET /devis, 20 a page; the previous page stays on screen while the next one loads. */
export function useQuotes(query: QuoteListQuery) {
  return useQuery({
    queryKey: keyOf(op.list, query),
    queryFn: ({ signal }) => callPage(op.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /devis/{id}. */
export function useQuote(id: number, enabled = true) {
  return useQuery({ queryKey: keyOf(op.find, { id }), queryFn: ({ signal }) => call(op.find, { params: { id }, signal }), enabled });
}

/** GET /devis/options: the rooms and coworking spaces a slot may take. */
export function useQuoteOptions(enabled = true) {
  return useQuery({ queryKey: keyOf(op.options), queryFn: ({ signal }) => call(op.options, { signal }), staleTime: 60_000, enabled });
}

/** GET /devis/products: the client's brand's products whose name holds what is typed (its plans too on a monthly quote). */
export function useQuoteProducts(client: number | null, search: string, subscription: boolean) {
  const query = { client: client ?? 0, search: search.trim(), subscription };
  return useQuery({
    queryKey: keyOf(op.products, query),
    queryFn: ({ signal }) => call(op.products, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: client !== null,
  });
}

/** GET /devis/slot: whether the slot is free and what it costs, asked as the slot is chosen. */
export function useSlotCheck(query: QuoteSlotQuery | null) {
  return useQuery({
    queryKey: keyOf(op.checkSlot, query ?? {}),
    queryFn: ({ signal }) => call(op.checkSlot, { query: query as QuoteSlotQuery, signal }),
    enabled: query !== null,
    retry: false,
  });
}

/** Opens the PDF (tables §7 /devis/{cryptId}/download/pdf/{cryptBrand}) in a new tab. */
export function openQuotePdf(quote: { cryptId: string; cryptBrand: string }): Promise<void> {
  return openUpload(pathOf(op.pdf, { cryptId: quote.cryptId, cryptBrand: quote.cryptBrand }));
}

function useQuoteMutation<V, D>(send: (variables: V) => Promise<D>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: areaKey(op) }) });
}

/** POST /devis. */
export const useCreateQuote = () => useQuoteMutation((body: QuoteInput) => call(op.create, { body: body as never }));
/** PUT /devis/{id}: a 409 once the quote was sent. */
export const useUpdateQuote = () =>
  useQuoteMutation(({ id, body }: { id: number; body: QuoteInput }) => call(op.update, { params: { id }, body: body as never }));
/** POST /devis/{id}/state: a 409 with the reason when the state machine refuses the move. */
export const useMoveQuote = () =>
  useQuoteMutation(({ id, body }: { id: number; body: QuoteMove }) => call(op.move, { params: { id }, body }));

/** GET /devis/public/{token}: the client's page, without signing in. */
export function usePublicQuote(token: string) {
  return useQuery({
    queryKey: keyOf(op.publicFind, { token }),
    queryFn: ({ signal }) => call(op.publicFind, { params: { token }, signal }),
    retry: false,
  });
}

/** POST /devis/public/{token}: the client accepts or refuses. */
export function useAnswerQuote(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => call(op.publicAnswer, { params: { token }, body: { accept } }),
    onSuccess: (answer) => client.setQueryData(keyOf(op.publicFind, { token }), answer),
  });
}
