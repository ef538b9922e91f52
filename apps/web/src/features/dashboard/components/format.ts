const COUNT = new Intl.NumberFormat('fr-FR');
const DAY = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** `part` of `whole` as a whole percentage ("12 %"); 0 % of nothing. */
export function formatShare(part: number, whole: number): string {
  return PERCENT.format(whole === 0 ? 0 : part / whole);
}

/** A Paris calendar day (YYYY-MM-DD) as DD/MM: the day is already Paris's, so it is read as UTC. */
export function formatShortDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

export function formatLongDay(day: string): string {
  return FULL_DAY.format(new Date(`${day}T00:00:00Z`));
}
