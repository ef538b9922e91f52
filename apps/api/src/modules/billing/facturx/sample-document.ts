import {
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceDocumentLine,
  type InvoiceSeller,
  lineAmounts,
  type VatCategory,
  vatBreakdownOf,
} from '@hubgrade/domain/billing/document';

/** Invoice documents for the Factur-X tests and for timing the PDF: built with the model's own rules. */

const SELLER: InvoiceSeller = {
  name: 'Atelier Commun SAS',
  addressLine: '12 rue de la Grange-Batelière',
  postcode: '75009',
  city: 'Paris',
  countryCode: 'FR',
  siren: '853124576',
  siret: '85312457600028',
  vatNumber: 'FR28853124576',
  email: 'facturation@ateliercommun.fr',
  rcs: 'RCS Paris 853 124 576',
  legalForm: 'SAS',
  shareCapitalCents: 5_000_000,
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
};

const BUSINESS_CLIENT: InvoiceBuyer = {
  name: 'Studio Lumière & Fils SARL',
  addressLine: '4 quai Saint-Vincent, bâtiment B',
  postcode: '69001',
  city: 'Lyon',
  countryCode: 'FR',
  siren: '901458737',
  siret: '90145873700011',
  vatNumber: 'FR24901458737',
  email: 'compta@studio-lumiere.fr',
  isBusiness: true,
};

const EU_CLIENT: InvoiceBuyer = {
  name: 'Brussels Design Collective SRL',
  addressLine: 'Rue de la Loi 42',
  postcode: '1040',
  city: 'Bruxelles',
  countryCode: 'BE',
  siren: null,
  siret: null,
  vatNumber: 'BE0412345614',
  email: null,
  isBusiness: true,
};

type LineInput = {
  designation: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  vatCategory?: VatCategory;
  period?: { from: string; to: string };
};

function documentLines(inputs: LineInput[]): InvoiceDocumentLine[] {
  return inputs.map((input, index) => ({
    position: index + 1,
    designation: input.designation,
    quantity: input.quantity,
    unitPriceCents: input.unitPriceCents,
    vatRate: input.vatRate,
    vatCategory: input.vatCategory ?? 'S',
    period: input.period ?? null,
    ...lineAmounts(input.quantity, input.unitPriceCents, input.vatRate),
  }));
}

function invoiceOf(
  fields: Pick<InvoiceDocument, 'number' | 'type' | 'buyer'> & Partial<InvoiceDocument>,
  inputs: LineInput[],
  paidCents = 0,
): InvoiceDocument {
  const lines = documentLines(inputs);
  const htCents = lines.reduce((sum, line) => sum + line.htCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return {
    issuedOn: '2026-11-02',
    dueOn: '2026-12-02',
    servicePeriod: { from: '2026-11-01', to: '2026-11-30' },
    seller: SELLER,
    lines,
    vatBreakdown: vatBreakdownOf(lines),
    totals: { htCents, vatCents, ttcCents: htCents + vatCents, paidCents, dueCents: htCents + vatCents - paidCents },
    precedingInvoice: null,
    latePenaltyRate: 1065,
    notes: [],
    ...fields,
  };
}

/** A business client, two VAT rates (20 % and 10 %), a pro-rata line, a long designation, a deposit already paid. */
export function sampleInvoice(): InvoiceDocument {
  return invoiceOf(
    { number: 'F-2026-000123', type: 1, buyer: BUSINESS_CLIENT, notes: ['Merci de votre confiance.'] },
    [
      { designation: 'Bureau privé 4 postes – novembre 2026', quantity: 1, unitPriceCents: 180_000, vatRate: 2000 },
      {
        designation: 'Bureau privé 2 postes – prorata du 12 au 30 novembre 2026 (19 jours sur 30)',
        quantity: 0.6333,
        unitPriceCents: 95_000,
        vatRate: 2000,
        period: { from: '2026-11-12', to: '2026-11-30' },
      },
      { designation: 'Domiciliation commerciale du siège social', quantity: 1, unitPriceCents: 4_900, vatRate: 2000 },
      {
        designation:
          'Plateaux-repas pour la réunion trimestrielle de l’équipe commerciale, livrés en salle « Verrière » avec boissons chaudes et fraîches, service compris',
        quantity: 14,
        unitPriceCents: 1_850,
        vatRate: 1000,
      },
      { designation: 'Badge d’accès supplémentaire', quantity: 2, unitPriceCents: 1_500, vatRate: 2000 },
    ],
    50_000,
  );
}

/**
 * A credit note of part of the sample invoice: its amounts are negative, it names the invoice it
 * credits, and nothing is left due on it (it is set against that invoice).
 */
export function sampleCreditNote(): InvoiceDocument {
  const note = invoiceOf(
    {
      number: 'F-2026-000131',
      type: 5,
      buyer: BUSINESS_CLIENT,
      issuedOn: '2026-11-20',
      dueOn: '2026-11-20',
      precedingInvoice: { number: 'F-2026-000123', issuedOn: '2026-11-02' },
    },
    [
      { designation: 'Domiciliation commerciale du siège social', quantity: -1, unitPriceCents: 4_900, vatRate: 2000 },
      { designation: 'Plateaux-repas non servis', quantity: -4, unitPriceCents: 1_850, vatRate: 1000 },
    ],
  );
  return { ...note, totals: { ...note.totals, dueCents: 0 } };
}

/** The sample invoice once the credit note above was set against it: less is due than total less paid. */
export function samplePartlyCreditedInvoice(): InvoiceDocument {
  const invoice = sampleInvoice();
  return { ...invoice, totals: { ...invoice.totals, dueCents: invoice.totals.dueCents + sampleCreditNote().totals.ttcCents } };
}

/** A client in another EU country billed under reverse charge, with one exempt line (training). */
export function sampleReverseChargeInvoice(): InvoiceDocument {
  const invoice = invoiceOf({ number: 'F-2026-000124', type: 4, buyer: EU_CLIENT }, [
    { designation: 'Location de la salle « Atelier » – 3 journées', quantity: 3, unitPriceCents: 65_000, vatRate: 0, vatCategory: 'AE' },
    {
      designation: 'Formation professionnelle continue (organisme déclaré)',
      quantity: 1,
      unitPriceCents: 120_000,
      vatRate: 0,
      vatCategory: 'E',
    },
  ]);
  return {
    ...invoice,
    vatBreakdown: vatBreakdownOf(invoice.lines, (category) => (category === 'E' ? 'Exonération de TVA, article 261-4-4° a du CGI' : null)),
  };
}

/** An invoice with many lines, to flow over several pages. */
export function sampleLongInvoice(lineCount: number): InvoiceDocument {
  const inputs = Array.from({ length: lineCount }, (_, index) => ({
    designation: `Réservation salle de réunion « Canopée » – ${String((index % 28) + 1).padStart(2, '0')}/11/2026, de 9 h à 12 h`,
    quantity: 3,
    unitPriceCents: 3_500 + index * 10,
    vatRate: 2000,
  }));
  return invoiceOf({ number: 'F-2026-000125', type: 3, buyer: BUSINESS_CLIENT }, inputs);
}
