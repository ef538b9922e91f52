import { formatDateTime } from '../format/dates.ts';
import { NOTIFICATION_PANEL_LABELS } from './notification-panel-labels.ts';

const RELATIVE = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, as a person says it: « À l'instant », « il y a 5 minutes »,
 * « hier »…; past a week, the date and hour (DD/MM/YYYY HH:mm).
 */
export function relativeTime(value: Date | string, now: Date = new Date()): string {
  const at = value instanceof Date ? value : new Date(value);
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return NOTIFICATION_PANEL_LABELS.justNow;
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
  return formatDateTime(at);
}
