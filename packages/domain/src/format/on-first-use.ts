/**
 * A value made on its first use. Intl formatters are made so: a page's first Intl object loads the
 * locale's data, a long task that should not come before the page's first paint.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
