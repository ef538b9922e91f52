/** A LIKE pattern finding `search` anywhere: `%`, `_` and `\` typed in a search box are looked for as such. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same, lower-cased: for the search columns stored lower-cased under a trigram index. */
export function lowerLikePattern(search: string): string {
  return likePattern(search.toLowerCase());
}
