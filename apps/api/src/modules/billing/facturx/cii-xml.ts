import type { InvoiceDocument, InvoiceParty, VatBreakdown, VatCategory } from '@hubgrade/domain/billing/document';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { ciiDay, decimalOfCents, decimalOfQuantity, percentOfRate } from './cii-values.ts';
import { codedPaymentMentions, exemptionReasonOf, paymentTermsText, sellerLegalInfo } from './mentions.ts';

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

/** Factur-X 1.0x, EN16931 profile. */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

export const CREDIT_NOTE_TYPE = 5;
export const DEPOSIT_TYPE = 6;

/** UNTDID 1001: 380 commercial invoice, 381 credit note, 386 prepayment (deposit) invoice. */
export function ciiTypeCode(type: number): '380' | '381' | '386' {
  if (type === CREDIT_NOTE_TYPE) return '381';
  if (type === DEPOSIT_TYPE) return '386';
  return '380';
}

/** VATEX codes for the categories that have one; E keeps its reason as text only. */
const EXEMPTION_CODES: Partial<Record<VatCategory, string>> = {
  AE: 'VATEX-EU-AE',
  K: 'VATEX-EU-IC',
  O: 'VATEX-EU-O',
};

type Prefix = keyof typeof NAMESPACES;

/** Adds a child in its namespace, with its text and attributes when given. */
function el(parent: XMLBuilder, name: `${Prefix}:${string}`, text?: string, attributes?: Record<string, string>): XMLBuilder {
  const prefix = name.slice(0, name.indexOf(':')) as Prefix;
  const child = parent.ele(NAMESPACES[prefix], name, attributes);
  if (text !== undefined) child.txt(text);
  return child;
}

function dateTime(parent: XMLBuilder, name: `ram:${string}`, day: string, prefix: 'udt' | 'qdt' = 'udt') {
  el(el(parent, name), `${prefix}:DateTimeString`, ciiDay(day), { format: '102' });
}

function period(parent: XMLBuilder, range: { from: string; to: string }) {
  const node = el(parent, 'ram:BillingSpecifiedPeriod');
  dateTime(node, 'ram:StartDateTime', range.from);
  dateTime(node, 'ram:EndDateTime', range.to);
}

/**
 * A party: name, additional legal information (BT-33, seller only), SIREN as its legal
 * registration (ICD 0002), postal address, e-mail, VAT number. A party outside VAT's scope
 * (category O) gives no VAT number, as EN16931 asks.
 */
function party(
  parent: XMLBuilder,
  name: 'ram:SellerTradeParty' | 'ram:BuyerTradeParty',
  who: InvoiceParty,
  options: { description: string | null; withVatNumber: boolean },
) {
  const node = el(parent, name);
  if (who.siret) el(node, 'ram:GlobalID', who.siret, { schemeID: '0009' });
  el(node, 'ram:Name', who.name);
  if (options.description) el(node, 'ram:Description', options.description);
  if (who.siren) el(el(node, 'ram:SpecifiedLegalOrganization'), 'ram:ID', who.siren, { schemeID: '0002' });
  const address = el(node, 'ram:PostalTradeAddress');
  el(address, 'ram:PostcodeCode', who.postcode);
  el(address, 'ram:LineOne', who.addressLine);
  el(address, 'ram:CityName', who.city);
  el(address, 'ram:CountryID', who.countryCode);
  if (who.email) el(el(node, 'ram:URIUniversalCommunication'), 'ram:URIID', who.email, { schemeID: 'EM' });
  if (options.withVatNumber && who.vatNumber) el(el(node, 'ram:SpecifiedTaxRegistration'), 'ram:ID', who.vatNumber, { schemeID: 'VA' });
}

function breakdownTax(parent: XMLBuilder, group: VatBreakdown, sign: number) {
  const node = el(parent, 'ram:ApplicableTradeTax');
  el(node, 'ram:CalculatedAmount', decimalOfCents(sign * group.vatCents));
  el(node, 'ram:TypeCode', 'VAT');
  const reason = exemptionReasonOf(group);
  if (reason) el(node, 'ram:ExemptionReason', reason);
  el(node, 'ram:BasisAmount', decimalOfCents(sign * group.baseCents));
  el(node, 'ram:CategoryCode', group.vatCategory);
  const code = EXEMPTION_CODES[group.vatCategory];
  if (reason && code) el(node, 'ram:ExemptionReasonCode', code);
  // "Not subject to VAT" states no rate (BR-O-05, BR-O-09).
  if (group.vatCategory !== 'O') el(node, 'ram:RateApplicablePercent', percentOfRate(group.vatRate));
}

/**
 * The invoice as UN/CEFACT CII D16B in the Factur-X EN16931 profile, the XML a Factur-X PDF
 * carries. A credit note (381) states the amounts it credits as positive: the model's credit notes
 * carry negative amounts (they reduce the revenue), so their signs are turned over here.
 */
export function ciiXml(document: InvoiceDocument): string {
  const typeCode = ciiTypeCode(document.type);
  const sign = typeCode === '381' && document.totals.htCents < 0 ? -1 : 1;
  const outOfScope = document.lines.some((line) => line.vatCategory === 'O');

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACES.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:qdt': NAMESPACES.qdt,
    'xmlns:ram': NAMESPACES.ram,
    'xmlns:udt': NAMESPACES.udt,
  });
  el(el(el(root, 'rsm:ExchangedDocumentContext'), 'ram:GuidelineSpecifiedDocumentContextParameter'), 'ram:ID', EN16931_GUIDELINE);

  const header = el(root, 'rsm:ExchangedDocument');
  el(header, 'ram:ID', document.number);
  el(header, 'ram:TypeCode', typeCode);
  dateTime(header, 'ram:IssueDateTime', document.issuedOn);
  for (const note of document.notes) el(el(header, 'ram:IncludedNote'), 'ram:Content', note);
  for (const mention of codedPaymentMentions(document)) {
    const note = el(header, 'ram:IncludedNote');
    el(note, 'ram:Content', mention.text);
    el(note, 'ram:SubjectCode', mention.subjectCode);
  }

  const transaction = el(root, 'rsm:SupplyChainTradeTransaction');
  for (const line of document.lines) {
    const total = sign * line.htCents;
    const item = el(transaction, 'ram:IncludedSupplyChainTradeLineItem');
    el(el(item, 'ram:AssociatedDocumentLineDocument'), 'ram:LineID', String(line.position));
    el(el(item, 'ram:SpecifiedTradeProduct'), 'ram:Name', line.designation);
    // EN16931 forbids a negative net price (BR-27): a line's sign goes on its quantity.
    el(
      el(el(item, 'ram:SpecifiedLineTradeAgreement'), 'ram:NetPriceProductTradePrice'),
      'ram:ChargeAmount',
      decimalOfCents(Math.abs(line.unitPriceCents)),
    );
    const quantity = Math.abs(line.quantity) * (total < 0 ? -1 : 1);
    el(el(item, 'ram:SpecifiedLineTradeDelivery'), 'ram:BilledQuantity', decimalOfQuantity(quantity), { unitCode: 'C62' });
    const settlement = el(item, 'ram:SpecifiedLineTradeSettlement');
    const tax = el(settlement, 'ram:ApplicableTradeTax');
    el(tax, 'ram:TypeCode', 'VAT');
    el(tax, 'ram:CategoryCode', line.vatCategory);
    if (line.vatCategory !== 'O') el(tax, 'ram:RateApplicablePercent', percentOfRate(line.vatRate));
    if (line.period) period(settlement, line.period);
    el(el(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation'), 'ram:LineTotalAmount', decimalOfCents(total));
  }

  const agreement = el(transaction, 'ram:ApplicableHeaderTradeAgreement');
  party(agreement, 'ram:SellerTradeParty', document.seller, {
    description: sellerLegalInfo(document.seller),
    withVatNumber: !outOfScope,
  });
  party(agreement, 'ram:BuyerTradeParty', document.buyer, { description: null, withVatNumber: !outOfScope });

  el(transaction, 'ram:ApplicableHeaderTradeDelivery');

  const settlement = el(transaction, 'ram:ApplicableHeaderTradeSettlement');
  el(settlement, 'ram:PaymentReference', document.number);
  el(settlement, 'ram:InvoiceCurrencyCode', 'EUR');
  if (document.seller.iban) {
    const means = el(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
    el(means, 'ram:TypeCode', '58');
    el(el(means, 'ram:PayeePartyCreditorFinancialAccount'), 'ram:IBANID', document.seller.iban.replaceAll(' ', ''));
    if (document.seller.bic) el(el(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution'), 'ram:BICID', document.seller.bic);
  }
  for (const group of document.vatBreakdown) breakdownTax(settlement, group, sign);
  period(settlement, document.servicePeriod);
  const terms = el(settlement, 'ram:SpecifiedTradePaymentTerms');
  el(terms, 'ram:Description', paymentTermsText(document));
  dateTime(terms, 'ram:DueDateDateTime', document.dueOn);

  const sums = el(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const { htCents, vatCents, ttcCents, dueCents } = document.totals;
  el(sums, 'ram:LineTotalAmount', decimalOfCents(sign * htCents));
  el(sums, 'ram:TaxBasisTotalAmount', decimalOfCents(sign * htCents));
  el(sums, 'ram:TaxTotalAmount', decimalOfCents(sign * vatCents), { currencyID: 'EUR' });
  el(sums, 'ram:GrandTotalAmount', decimalOfCents(sign * ttcCents));
  // EN16931 knows no credited amount: what credit notes took off an invoice counts as settled with
  // its payments, so that the amount due stays the total less what was settled (BR-CO-16).
  el(sums, 'ram:TotalPrepaidAmount', decimalOfCents(sign * (ttcCents - dueCents)));
  el(sums, 'ram:DuePayableAmount', decimalOfCents(sign * dueCents));

  if (document.precedingInvoice) {
    const preceding = el(settlement, 'ram:InvoiceReferencedDocument');
    el(preceding, 'ram:IssuerAssignedID', document.precedingInvoice.number);
    dateTime(preceding, 'ram:FormattedIssueDateTime', document.precedingInvoice.issuedOn, 'qdt');
  }

  return root.end({ prettyPrint: true });
}
