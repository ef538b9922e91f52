/**
 * The kinds of value a file's column holds. Dates and times are read from the database already as
 * Paris wall-clock text (YYYY-MM-DD, YYYY-MM-DD HH:MM) so that neither writer converts time zones.
 */
export type CellKind = 'int' | 'text' | 'day' | 'dateTime' | 'money' | 'bool';
export type CellValue = string | number | boolean | null;

/** « 2026-03-09 » or « 2026-03-09 14:05 » to its parts, or null when it is not such a text. */
export function dateParts(value: string): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  return { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour ?? 0), minute: Number(minute ?? 0) };
}
