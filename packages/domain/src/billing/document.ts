import { vatOfLine } from '../format/money.ts';

/**
 * What an issued invoice says, whatever wrote it (a contract's billing run, a booking, an order,
 * staff): the model its PDF and its Factur-X XML are both drawn from. Amounts are integer cents,
 * VAT rates per ten thousand (2000 = 20 %), days YYYY-MM-DD in Europe/Paris.
 */

/** EN16931 VAT category (UNTDID 5305): S standard, Z zero, E exempt, AE reverse charge, K intra-EU, O out of scope. */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'O';

export interface InvoiceParty {
  name: string;
  addressLine: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** 9 digits, companies only. */
  siren: string | null;
  siret: string | null;
  /** Intra-community VAT number, e.g. FR40123456789. */
  vatNumber: string | null;
  email: string | null;
}

/** The seller is always a company: French law asks for these on every invoice. */
export interface InvoiceSeller extends InvoiceParty {
  siren: string;
  /** "RCS Paris 123 456 789". */
  rcs: string;
  /** "SAS", "SARL"… */
  legalForm: string;
  shareCapitalCents: number;
  /** Where payments by transfer go; printed and given as the Factur-X payment means. */
  iban: string | null;
  bic: string | null;
}

export interface InvoiceBuyer extends InvoiceParty {
  /** A business client gets the €40 recovery indemnity and the late-payment rate printed. */
  isBusiness: boolean;
}

export interface InvoiceDocumentLine {
  /** 1, 2, 3… in print order. */
  position: number;
  designation: string;
  /** May be fractional (a pro-rata month: 0.5); at most 4 decimals. */
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  vatCategory: VatCategory;
  /** quantity × unit price, rounded to the cent on the line. */
  htCents: number;
  /** VAT of the line, rounded on the line. */
  vatCents: number;
  ttcCents: number;
  /** Period of service of this line, when it differs from the invoice's. */
  period: { from: string; to: string } | null;
}

export interface VatBreakdown {
  vatRate: number;
  vatCategory: VatCategory;
  baseCents: number;
  vatCents: number;
  /** Why no VAT: "Autoliquidation", "TVA non applicable, art. 293 B du CGI"… (exempt categories only). */
  exemptionReason: string | null;
}

export interface InvoiceDocument {
  /** Printed number, F-2026-000123. */
  number: string;
  /** Invoice types 1–6 (tables-and-sheets §4); 5 is a credit note. */
  type: number;
  issuedOn: string;
  dueOn: string;
  /** Date or period of service (mandatory mention). */
  servicePeriod: { from: string; to: string };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceDocumentLine[];
  vatBreakdown: VatBreakdown[];
  totals: { htCents: number; vatCents: number; ttcCents: number; paidCents: number; dueCents: number };
  /** For a credit note: the invoice it credits. */
  precedingInvoice: { number: string; issuedOn: string } | null;
  /** Late-payment rate per ten thousand a year, printed for every client (e.g. 1065 = 10.65 %). */
  latePenaltyRate: number;
  /** Free notes printed under the totals (exemption mentions, comments). */
  notes: string[];
}

/** One line's amounts: HT from quantity × unit price, VAT rounded on the line (never on the total). */
export function lineAmounts(
  quantity: number,
  unitPriceCents: number,
  vatRate: number,
): { htCents: number; vatCents: number; ttcCents: number } {
  const raw = quantity * unitPriceCents;
  const htCents = Math.sign(raw) * Math.round(Math.abs(raw));
  const vatCents = vatOfLine(htCents, vatRate);
  return { htCents, vatCents, ttcCents: htCents + vatCents };
}

/** Totals per VAT rate and category, summing the lines' own rounded VAT; in rate order. */
export function vatBreakdownOf(
  lines: Pick<InvoiceDocumentLine, 'vatRate' | 'vatCategory' | 'htCents' | 'vatCents'>[],
  exemptionReason: (category: VatCategory) => string | null = () => null,
): VatBreakdown[] {
  const groups = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = `${line.vatCategory}:${line.vatRate}`;
    const group = groups.get(key) ?? {
      vatRate: line.vatRate,
      vatCategory: line.vatCategory,
      baseCents: 0,
      vatCents: 0,
      exemptionReason: line.vatCategory === 'S' ? null : exemptionReason(line.vatCategory),
    };
    group.baseCents += line.htCents;
    group.vatCents += line.vatCents;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.vatRate - a.vatRate || a.vatCategory.localeCompare(b.vatCategory));
}
