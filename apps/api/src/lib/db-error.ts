/** PostgreSQL's code for a row refused by an exclusion constraint. */
export const EXCLUSION_VIOLATION = '23P01';

/**
 * Whether the database refused a write with this SQLSTATE on this constraint. Both drivers give
 * `code` and `constraint`, the ORM wraps them in `cause`, so the chain is walked.
 */
export function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return e.constraint === constraint;
  }
  return false;
}
