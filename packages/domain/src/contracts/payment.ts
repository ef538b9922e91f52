/** The payment mode badge of a contract (tables-and-sheets §4). */
export type PaymentMode = 'Auto' | 'Manuel';
export const PAYMENT_MODES = ['Auto', 'Manuel'] as const;

export interface PaymentFacts {
  subscription: number;
  /** The contract's active SEPA mandate, if any: its signature date and IP, and its removal date. */
  mandateDate: string | null;
  mandateIp: string | null;
  mandateDateRemoved: string | null;
}

/**
 * Auto when the contract is paid by subscription (1) and a mandate was signed (date and IP
 * known) and not removed since; Manuel otherwise.
 */
export function paymentMode(facts: PaymentFacts): PaymentMode {
  const signed = Boolean(facts.mandateDate) && Boolean(facts.mandateIp);
  return facts.subscription === 1 && signed && !facts.mandateDateRemoved ? 'Auto' : 'Manuel';
}
