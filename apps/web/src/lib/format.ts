/**
 * The one formatting of the product, from packages/domain: euros from integer cents, dates
 * DD/MM/YYYY in Paris time (calendar days as they are), hours HH:mm, history dates DD/MM/YYYY HH:mm:ss, weeks from Monday.
 */
export {
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatDay,
  formatHour,
  weekdayFromMonday,
} from '@hubgrade/domain/format/dates';
export { formatCents } from '@hubgrade/domain/format/money';
