const COUNT = new Intl.NumberFormat('fr-FR');
const DAY = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** A Paris calendar day (YYYY-MM-DD) as DD/MM: the day is already Paris's, so it is read as UTC. */
export function formatShortDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

export function formatLongDay(day: string): string {
  return FULL_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** YYYY-MM-DD to DD/MM/YYYY. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
