import { differenceInCalendarDays, endOfMonth, format, parseISO } from 'date-fns';
import type { VatCategory } from './document.ts';

/**
 * What the monthly billing run invoices for one running contract: the month's rent, its discount
 * and the keys held, each prorated to the days of the month the contract (or the key) ran.
 * Days are Paris calendar days, YYYY-MM-DD.
 */

export interface BillingPeriod {
  /** First day of the month. */
  from: string;
  /** Last day of the month. */
  to: string;
}

export interface BillableKey {
  label: string;
  /** Monthly price HT of the key's tariff. */
  priceCents: number;
  assignedOn: string;
  returnedOn: string | null;
}

export interface BillableContract {
  /** "Bureau 12 — Paris 9e", printed after the line's kind. */
  spaceLabel: string;
  startDate: string;
  endDate: string | null;
  /** Monthly rent HT. */
  rentCents: number;
  /** Monthly discount HT, printed as a negative line. */
  discountCents: number;
  vatRate: number;
  keys: BillableKey[];
}

/** A line before its amounts: the invoice service computes HT, VAT and TTC with `lineAmounts`. */
export interface BillingLine {
  designation: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  vatCategory: VatCategory;
  period: { from: string; to: string };
}

/** The calendar month holding `month` ("2026-11"). */
export function billingPeriod(month: string): BillingPeriod {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Mois attendu au format AAAA-MM : ${month}`);
  const first = parseISO(`${month}-01`);
  return { from: `${month}-01`, to: format(endOfMonth(first), 'yyyy-MM-dd') };
}

/**
 * The days of `period` that fall between `from` and `to` (inclusive, `to` null when open), or
 * null when none do.
 */
export function activeDays(period: BillingPeriod, from: string, to: string | null): { from: string; to: string } | null {
  const start = from > period.from ? from : period.from;
  const end = to === null || to > period.to ? period.to : to;
  return start <= end ? { from: start, to: end } : null;
}

function daysIn(range: { from: string; to: string }): number {
  return differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;
}

/**
 * The share of the month a range covers, as the line's quantity: days covered over days in the
 * month, to 4 decimals (1 for a whole month, 0.5 for 15 days of November).
 */
export function proRata(period: BillingPeriod, range: { from: string; to: string }): number {
  const share = daysIn(range) / daysIn(period);
  return Math.round(share * 10_000) / 10_000;
}

/** The lines of one contract for one month; [] when it did not run that month. */
export function contractLines(contract: BillableContract, period: BillingPeriod): BillingLine[] {
  const running = activeDays(period, contract.startDate, contract.endDate);
  if (!running) return [];
  const quantity = proRata(period, running);
  const vat = { vatRate: contract.vatRate, vatCategory: contract.vatRate > 0 ? ('S' as const) : ('E' as const) };
  const lines: BillingLine[] = [
    { designation: `Loyer — ${contract.spaceLabel}`, quantity, unitPriceCents: contract.rentCents, ...vat, period: running },
  ];
  if (contract.discountCents > 0) {
    lines.push({ designation: 'Remise', quantity, unitPriceCents: -contract.discountCents, ...vat, period: running });
  }
  for (const key of contract.keys) {
    const held = activeDays(running, key.assignedOn, key.returnedOn);
    if (!held || key.priceCents === 0) continue;
    lines.push({
      designation: `Clé / badge — ${key.label}`,
      quantity: proRata(period, held),
      unitPriceCents: key.priceCents,
      ...vat,
      period: held,
    });
  }
  return lines;
}
