/**
 * The client half of keyset paging (apps/api/src/lib/keyset.ts): each answer's `next` cursor is
 * kept under the list's query and the page it opens, and sent as `after` when that page is asked
 * for. Going forward, back or reloading a page seen in this tab is then as cheap as page 1;
 * a page reached another way (a shared link to page 40) is asked for by number.
 */

const MAX_KEPT = 500;
const cursors = new Map<string, string>();

function keyOf(list: string, query: Record<string, unknown>, page: number): string {
  const { page: _page, after: _after, ...rest } = query;
  const sorted = Object.keys(rest)
    .sort()
    .map((k) => [k, rest[k]]);
  return `${list}|${JSON.stringify(sorted)}|${page}`;
}

/** `query` with the cursor of its page when one is known. */
export function withCursor<Q extends { page?: number }>(list: string, query: Q): Q & { after?: string } {
  const page = query.page ?? 1;
  const after = page > 1 ? cursors.get(keyOf(list, query, page)) : undefined;
  return after ? { ...query, after } : query;
}

/** Keeps the cursor of the page after `query`'s, from its answer. */
export function rememberCursor(list: string, query: { page?: number }, answer: { next?: string | null }): void {
  if (!answer.next) return;
  if (cursors.size >= MAX_KEPT) cursors.delete(cursors.keys().next().value as string);
  cursors.set(keyOf(list, query, (query.page ?? 1) + 1), answer.next);
}

/** Fetches one page of a keyset list: the cursor goes out with the query, the next one is kept. */
export async function fetchKeysetPage<Q extends { page?: number }, A extends { next?: string | null }>(
  list: string,
  query: Q,
  fetch: (query: Q & { after?: string }) => Promise<A>,
): Promise<A> {
  const answer = await fetch(withCursor(list, query));
  rememberCursor(list, query, answer);
  return answer;
}
