import { describe, expect, it } from 'vitest';
import { schematronErrors } from '../../../../test/schematron.ts';
import { FACTURX_XSD, xsdErrors } from '../../../../test/xml-schema.ts';
import { ciiDay, decimalOfCents, decimalOfQuantity, percentOfRate } from './cii-values.ts';
import { ciiXml } from './cii-xml.ts';
import { sampleCreditNote, sampleInvoice, sampleReverseChargeInvoice } from './sample-document.ts';

const SAMPLES = {
  invoice: sampleInvoice(),
  'credit note': sampleCreditNote(),
  'reverse charge and exempt invoice': sampleReverseChargeInvoice(),
};

/** The text of the first element of that name, and how many there are. */
function elements(xml: string, name: string): string[] {
  return Array.from(xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g')), (match) => match[1] ?? '');
}

describe('CII values', () => {
  it('writes cents, rates and quantities as plain decimals, and days in format 102', () => {
    expect([decimalOfCents(123456), decimalOfCents(-5), decimalOfCents(0), decimalOfCents(-100)]).toEqual([
      '1234.56',
      '-0.05',
      '0.00',
      '-1.00',
    ]);
    expect([percentOfRate(2000), percentOfRate(550), percentOfRate(0)]).toEqual(['20.00', '5.50', '0.00']);
    expect([decimalOfQuantity(1), decimalOfQuantity(0.6333), decimalOfQuantity(-0.5)]).toEqual(['1', '0.6333', '-0.5']);
    expect(ciiDay('2026-11-02')).toBe('20261102');
    expect(() => decimalOfCents(10.5)).toThrow(RangeError);
  });
});

describe('Factur-X CII XML', () => {
  it.each(Object.entries(SAMPLES))('the %s validates against the Factur-X EN16931 XSD', async (_, document) => {
    expect(await xsdErrors(ciiXml(document), FACTURX_XSD)).toEqual([]);
  });

  it('a renamed element breaks the XSD validation', async () => {
    const broken = ciiXml(sampleInvoice()).replaceAll('ram:LineTotalAmount>', 'ram:LineAmount>');
    expect((await xsdErrors(broken, FACTURX_XSD)).join('\n')).toMatch(/LineAmount/);
  });

  it.each(Object.entries(SAMPLES))('the %s passes the EN16931 schematron', async (_, document) => {
    const failures = await schematronErrors(ciiXml(document));
    expect(failures.map((failure) => `${failure.id} ${failure.text}`)).toEqual([]);
  });

  it('the schematron catches totals that do not add up', async () => {
    const wrong = ciiXml(sampleInvoice()).replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<');
    const failures = await schematronErrors(wrong);
    expect(failures.map((failure) => failure.text)).toContainEqual(expect.stringContaining('[BR-CO-15]'));
  });

  it('states the invoice: type, seller identity, payment by transfer, terms, period and totals', () => {
    const document = sampleInvoice();
    const xml = ciiXml(document);
    expect(elements(xml, 'ram:TypeCode')[0]).toBe('380');
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="0002">853124576</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR28853124576</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR24901458737</ram:ID>');
    expect(elements(xml, 'ram:Description')[0]).toMatch(/^SAS au capital de 50\s000,00\s€ – RCS Paris 853 124 576$/);
    expect(elements(xml, 'ram:IBANID')).toEqual(['FR7630006000011234567890189']);
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    const terms = elements(xml, 'ram:Description')[1];
    expect(terms).toContain('10,65 %');
    expect(terms).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(elements(xml, 'ram:BilledQuantity')[1]).toBe('0.6333');
    expect(elements(xml, 'ram:LineTotalAmount')[1]).toBe('601.64');
    expect(elements(xml, 'ram:RateApplicablePercent')).toContain('10.00');
    expect(elements(xml, 'ram:GrandTotalAmount')).toEqual([decimalOfCents(document.totals.ttcCents)]);
    expect(elements(xml, 'ram:TotalPrepaidAmount')).toEqual(['500.00']);
    expect(elements(xml, 'ram:DuePayableAmount')).toEqual([decimalOfCents(document.totals.ttcCents - 50_000)]);
    expect(xml).toContain('<udt:DateTimeString format="102">20261202</udt:DateTimeString>');
  });

  it('a private client gets no recovery indemnity in the terms', () => {
    const document = sampleInvoice();
    const xml = ciiXml({ ...document, buyer: { ...document.buyer, isBusiness: false, siren: null, vatNumber: null } });
    expect(xml).not.toContain('40 €');
    expect(xml).toContain('Pas d’escompte pour paiement anticipé');
  });

  it('a credit note is a 381 stating positive amounts and the invoice it credits', () => {
    const xml = ciiXml(sampleCreditNote());
    expect(elements(xml, 'ram:TypeCode')[0]).toBe('381');
    expect(elements(xml, 'ram:IssuerAssignedID')).toEqual(['F-2026-000123']);
    expect(xml).toContain('<qdt:DateTimeString format="102">20261102</qdt:DateTimeString>');
    expect(elements(xml, 'ram:BilledQuantity')).toEqual(['1', '4']);
    expect(elements(xml, 'ram:GrandTotalAmount')).toEqual(['140.20']);
  });

  it('a deposit invoice is a 386', () => {
    expect(elements(ciiXml({ ...sampleInvoice(), type: 6 }), 'ram:TypeCode')[0]).toBe('386');
  });

  it('reverse charge and exemption give their reasons in the VAT breakdown', () => {
    const xml = ciiXml(sampleReverseChargeInvoice());
    expect(elements(xml, 'ram:ExemptionReason')).toEqual(['Autoliquidation', 'Exonération de TVA, article 261-4-4° a du CGI']);
    expect(elements(xml, 'ram:ExemptionReasonCode')).toEqual(['VATEX-EU-AE']);
    expect(xml).toContain('<ram:ID schemeID="VA">BE0412345614</ram:ID>');
  });
});
