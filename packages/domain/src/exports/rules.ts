import { BRAND_ADMIN_ROLES } from '../auth/roles.ts';
/*
 * Exports (members-bookings-feed §2.15, §9): what can be exported, in which format, and the period
 * the picker's fields stand for. Without zod: the picker imports these on its first page.
 */

/** The « type de stock » of the picker: which records the file holds. */
export const EXPORT_DATASETS = [
  'members',
  'companies',
  'contracts',
  'invoices',
  'meetingRoomBookings',
  'workstationBookings',
  'terraceBookings',
  'ads',
] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];

/** The records that belong to a site, which the « Espace » field narrows the file to. */
export const SITE_DATASETS: readonly ExportDataset[] = [
  'members',
  'companies',
  'contracts',
  'meetingRoomBookings',
  'workstationBookings',
  'terraceBookings',
  'ads',
];
export const isSiteDataset = (dataset: ExportDataset): boolean => SITE_DATASETS.includes(dataset);

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Spec §9: export years from 2015. */
export const FIRST_EXPORT_YEAR = 2015;

/** The picker's years, 2015 to the current year, latest first. */
export function exportYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= FIRST_EXPORT_YEAR; year--) years.push(year);
  return years;
}

export interface ExportPeriodFields {
  startDate?: string;
  endDate?: string;
  year?: number;
  month?: number;
}

/** A span of calendar days in Paris, both ends included; an open end is left out. */
export interface DayRange {
  from?: string;
  to?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

/**
 * The days a file covers. A year (with or without a month) names a calendar period and wins over
 * the dates; otherwise the start and end dates, each optional. Nothing at all: every record.
 */
export function exportPeriod(fields: ExportPeriodFields): DayRange {
  if (fields.year !== undefined) {
    if (fields.month !== undefined)
      return { from: `${fields.year}-${pad(fields.month)}-01`, to: lastDayOfMonth(fields.year, fields.month) };
    return { from: `${fields.year}-01-01`, to: `${fields.year}-12-31` };
  }
  return { ...(fields.startDate ? { from: fields.startDate } : {}), ...(fields.endDate ? { to: fields.endDate } : {}) };
}

/** The file's name: the dataset, the period and the format (« export-membres-2026-03.csv »). */
export function exportFileName(slug: string, fields: ExportPeriodFields, format: ExportFormat): string {
  const { from, to } = exportPeriod(fields);
  let period = '';
  if (fields.year !== undefined) period = fields.month !== undefined ? `-${fields.year}-${pad(fields.month)}` : `-${fields.year}`;
  else if (from || to) period = `-${from ?? 'debut'}_${to ?? 'fin'}`;
  return `export-${slug}${period}.${format}`;
}

/** Rows read from the database per batch: small enough to keep memory flat, big enough to be quick. */
export const EXPORT_BATCH_SIZE = 2000;

/** Spec shell §6: administrators export, office administrators excepted. */
export const EXPORT_ROLES = BRAND_ADMIN_ROLES;
