import { onFirstUse } from './on-first-use.ts';

/** All dates are shown in Paris time, DD/MM/YYYY, whatever the server or browser zone is. */
export const TIME_ZONE = 'Europe/Paris';

const DATE = onFirstUse(() => new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }));
const TIME = onFirstUse(
  () => new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const SECONDS = onFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** DD/MM/YYYY */
export function formatDate(value: Date | string | number): string {
  return DATE().format(toDate(value));
}

/**
 * A calendar day written YYYY-MM-DD (a filter's day, a contract's end) as DD/MM/YYYY. It is a day
 * already, not an instant: no time zone applies, so it is rewritten rather than converted.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** HH:mm */
export function formatHour(value: Date | string | number): string {
  return TIME().format(toDate(value));
}

/** DD/MM/YYYY HH:mm */
export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(value)} ${formatHour(value)}`;
}

/** DD/MM/YYYY HH:mm:ss, the history format (spec shell §2.9). */
export function formatDateTimeSeconds(value: Date | string | number): string {
  const d = toDate(value);
  return `${formatDate(d)} ${SECONDS().format(d)}`;
}

/** Weeks start on Monday: 0 = Monday … 6 = Sunday. */
export function weekdayFromMonday(value: Date): number {
  return (value.getDay() + 6) % 7;
}
