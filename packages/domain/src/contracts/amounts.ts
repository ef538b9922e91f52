import { vatOfLine } from '../format/money.ts';

export interface ContractAmounts {
  /** Monthly rent excluding tax. */
  ht: number;
  /** Discount excluding tax (positive). */
  remise: number;
  tva: number;
  ttc: number;
}

/**
 * A month of a contract, as its invoices compute it: the rent line and the discount line each
 * carry their own VAT rounded on the line (vatOfLine), then the lines are summed.
 */
export function contractAmounts(rentCents: number, discountCents: number, vatRate: number): ContractAmounts {
  const tva = vatOfLine(rentCents, vatRate) + vatOfLine(-discountCents, vatRate);
  return { ht: rentCents, remise: discountCents, tva, ttc: rentCents - discountCents + tva };
}

/** The day the commitment ends: start plus the commitment in months (ISO dates, day kept or clamped). */
export function commitmentEnd(startDate: string, months: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The commitment is done ("durée légale effectuée") once its end day is reached. */
export function commitmentDone(startDate: string, months: number, today: string): boolean {
  return commitmentEnd(startDate, months) <= today;
}
