/** Constants of meeting-room bookings that the schemas, the rules and the screens share (members-bookings-feed §2.11, §7, §9). */

/** §3 "Frequency object": a series repeats every N weeks or months. */
export const PERIODS = ['semaines', 'mois'] as const;
export type Period = (typeof PERIODS)[number];

/** §2.11: the nth weekday of the month, first to fourth, or -1 for the last. */
export const NTH_WEEKDAYS = [1, 2, 3, 4, -1] as const;
export type NthWeekday = (typeof NTH_WEEKDAYS)[number];

/** A series holds at most two years of bookings: its end date at most this many months after its start… */
export const MAX_SERIES_MONTHS = 24;
/** …and this many meetings (two years of every weekday). */
export const MAX_SERIES_OCCURRENCES = 520;

/** The planning's views (§7 viewType): a day, a week from Monday, a month. */
export const VIEW_TYPES = ['day', 'week', 'month'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** §7: the quota check's answers when the booking does not fit. */
export const QUOTA_MESSAGES = ['Quota journalier atteint', 'Quota mensuel atteint', 'Pack insuffisant'] as const;
export type QuotaMessage = (typeof QUOTA_MESSAGES)[number];

/** `?espace=tous`: the planning of every site of the scope, whatever the view. */
export const ALL_SITES = 'tous';
