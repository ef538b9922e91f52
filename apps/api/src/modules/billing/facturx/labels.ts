import type { VatCategory } from '@hubgrade/domain/billing/document';

/** The invoice PDF's texts, and the mentions its Factur-X XML repeats (payment terms, notes). */
export const INVOICE_PDF_LABELS = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  deposit: "Facture d'acompte",
  numberPrefix: 'N°',
  issuedOn: "Date d'émission",
  servicePeriod: 'Période de prestation',
  serviceDate: 'Date de prestation',
  dueOn: "Date d'échéance",
  seller: 'Émetteur',
  buyer: 'Client',
  siren: 'SIREN',
  siret: 'SIRET',
  vatNumber: 'N° TVA intracommunautaire',
  capital: 'au capital de',
  credits: 'Avoir sur la facture',
  creditsOn: 'du',
  position: 'N°',
  designation: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'PU HT',
  vatRate: 'TVA',
  lineTotal: 'Total HT',
  vatBreakdownTitle: 'Récapitulatif de la TVA',
  vatBase: 'Base HT',
  vatAmount: 'Montant TVA',
  totalHt: 'Total HT',
  totalVat: 'Total TVA',
  totalTtc: 'Total TTC',
  paid: 'Déjà réglé',
  credited: 'Avoirs imputés',
  due: 'Reste à payer',
  inYourFavour: 'Solde en votre faveur',
  paymentTitle: 'Paiement par virement',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Référence à rappeler',
  notesTitle: 'Remarques',
  mentionsTitle: 'Mentions légales',
  page: 'Page',
  periodFrom: 'du',
  periodTo: 'au',
} as const;

/** Late-payment penalties (Code de commerce L441-10), for every client. */
export function latePenaltyMention(ratePercent: string): string {
  return `En cas de retard de paiement, des pénalités de retard sont exigibles au taux annuel de ${ratePercent} %.`;
}

/** The fixed recovery indemnity owed by a business client paying late (D441-5). */
export const RECOVERY_INDEMNITY_MENTION = 'Indemnité forfaitaire pour frais de recouvrement : 40 €';

export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé';

/**
 * What the invoice says when a VAT category charges no VAT and the document gives no reason of its
 * own: the PDF prints it and the XML carries it as the exemption reason (required for these).
 */
export const DEFAULT_EXEMPTION_REASONS: Record<Exclude<VatCategory, 'S' | 'Z'>, string> = {
  E: 'Exonération de TVA',
  AE: 'Autoliquidation',
  K: 'Exonération de TVA, livraison intracommunautaire (article 262 ter I du CGI)',
  O: 'Hors du champ d’application de la TVA',
};
