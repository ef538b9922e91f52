import type { InvoiceDocument, InvoiceSeller, VatBreakdown } from '@hubgrade/domain/billing/document';
import { formatDay } from '@hubgrade/domain/format/dates';
import { formatCents } from '@hubgrade/domain/format/money';
import {
  DEFAULT_EXEMPTION_REASONS,
  INVOICE_PDF_LABELS,
  latePenaltyMention,
  NO_DISCOUNT_MENTION,
  RECOVERY_INDEMNITY_MENTION,
} from './labels.ts';

/** The mentions French law asks of every invoice, printed on the PDF and repeated in the XML. */

const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A rate per ten thousand as French text: 1065 → "10,65". */
export function frenchPercent(ratePerTenThousand: number): string {
  return PERCENT.format(ratePerTenThousand / 100);
}

/**
 * Late-payment rate for every client, the €40 indemnity for business clients, no discount; each
 * with its UNTDID 4451 subject code, which the XML gives its notes (PMD, PMT, AAB).
 */
export function codedPaymentMentions(document: InvoiceDocument): { subjectCode: 'PMD' | 'PMT' | 'AAB'; text: string }[] {
  return [
    { subjectCode: 'PMD', text: latePenaltyMention(frenchPercent(document.latePenaltyRate)) },
    ...(document.buyer.isBusiness ? [{ subjectCode: 'PMT' as const, text: RECOVERY_INDEMNITY_MENTION }] : []),
    { subjectCode: 'AAB', text: NO_DISCOUNT_MENTION },
  ];
}

export function paymentMentions(document: InvoiceDocument): string[] {
  return codedPaymentMentions(document).map((mention) => mention.text);
}

/** The payment terms (BT-20): due date and the mentions above, in one text. */
export function paymentTermsText(document: InvoiceDocument): string {
  return [`${INVOICE_PDF_LABELS.dueOn} : ${formatDay(document.dueOn)}.`, ...paymentMentions(document)].join(' ');
}

/** "SAS au capital de 10 000,00 € – RCS Paris 123 456 789" (BT-33). */
export function sellerLegalInfo(seller: InvoiceSeller): string {
  return `${seller.legalForm} ${INVOICE_PDF_LABELS.capital} ${formatCents(seller.shareCapitalCents)} – ${seller.rcs}`;
}

/** Why a VAT group charges no VAT; null for the categories that charge it or need no reason (S, Z). */
export function exemptionReasonOf(group: Pick<VatBreakdown, 'vatCategory' | 'exemptionReason'>): string | null {
  if (group.vatCategory === 'S' || group.vatCategory === 'Z') return null;
  return group.exemptionReason ?? DEFAULT_EXEMPTION_REASONS[group.vatCategory];
}
