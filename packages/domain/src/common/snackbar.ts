/**
 * How long a snackbar stays, in milliseconds (tables-and-sheets §8–9, members-bookings-feed §9).
 * A screen picks a preset by name, so that a future change of one duration is one line.
 */
export const SNACKBAR_DURATIONS = {
  default: 2000,
  feed: 4000,
  bookingError: 10_000,
  bookingSuccess: 1000,
  adError: 3000,
} as const;
export type SnackbarPreset = keyof typeof SNACKBAR_DURATIONS;
