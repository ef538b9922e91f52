import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from '@hubgrade/domain/format/dates';

/**
 * The calendar library draws in the browser's zone; the planning is lived in Paris. An instant is
 * handed to it as the browser-local date that shows the same Paris wall time, and read back the
 * other way, so a browser outside Paris still sees 09:00 where Paris has 09:00.
 */
export function toWall(instant: Date | string): Date {
  const paris = new TZDate(new Date(instant).getTime(), TIME_ZONE);
  return new Date(paris.getFullYear(), paris.getMonth(), paris.getDate(), paris.getHours(), paris.getMinutes());
}

/** The Paris day (YYYY-MM-DD) and minutes after midnight that a wall date of the calendar shows. */
export function fromWall(wall: Date): { day: string; minutes: number } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`,
    minutes: wall.getHours() * 60 + wall.getMinutes(),
  };
}
