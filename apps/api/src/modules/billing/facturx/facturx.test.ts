import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  type PDFString,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { schematronErrors } from '../../../../test/schematron.ts';
import { FACTURX_XSD, xsdErrors } from '../../../../test/xml-schema.ts';
import { ciiDay, decimalOfCents, decimalOfQuantity, percentOfRate } from './cii-values.ts';
import { ciiXml } from './cii-xml.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { regularFontBytes } from './pdf-assets.ts';
import { Face, wrapText } from './pdf-layout.ts';
import {
  sampleCreditNote,
  sampleInvoice,
  sampleLongInvoice,
  samplePartlyCreditedInvoice,
  sampleReverseChargeInvoice,
} from './sample-document.ts';

const SAMPLES = {
  invoice: sampleInvoice(),
  'credit note': sampleCreditNote(),
  'reverse charge and exempt invoice': sampleReverseChargeInvoice(),
  'partly credited invoice': samplePartlyCreditedInvoice(),
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
    expect(elements(xml, 'ram:SubjectCode')).toEqual(['PMD', 'PMT', 'AAB']);
    expect(elements(xml, 'ram:Content')[0]).toBe('Merci de votre confiance.');
  });

  it('a private client gets no recovery indemnity in the terms', () => {
    const document = sampleInvoice();
    const xml = ciiXml({ ...document, buyer: { ...document.buyer, isBusiness: false, siren: null, vatNumber: null } });
    expect(xml).not.toContain('40 €');
    expect(xml).toContain('Pas d’escompte pour paiement anticipé');
    expect(elements(xml, 'ram:SubjectCode')).toEqual(['PMD', 'AAB']);
  });

  it('a credit note is a 381 stating positive amounts and the invoice it credits', () => {
    const xml = ciiXml(sampleCreditNote());
    expect(elements(xml, 'ram:TypeCode')[0]).toBe('381');
    expect(elements(xml, 'ram:IssuerAssignedID')).toEqual(['F-2026-000123']);
    expect(xml).toContain('<qdt:DateTimeString format="102">20261102</qdt:DateTimeString>');
    expect(elements(xml, 'ram:BilledQuantity')).toEqual(['1', '4']);
    expect(elements(xml, 'ram:GrandTotalAmount')).toEqual(['140.20']);
    expect(elements(xml, 'ram:TotalPrepaidAmount')).toEqual(['140.20']);
    expect(elements(xml, 'ram:DuePayableAmount')).toEqual(['0.00']);
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

/** The PDF's objects as pdf-lib reads them back. */
async function parsed(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const catalog = doc.catalog;
  const streamText = (stream: PDFStream) =>
    Buffer.from(stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()).toString('utf8');
  return { doc, catalog, streamText };
}

const STANDARD_14 = /^(Times-|Helvetica|Courier|Symbol|ZapfDingbats)|^(Times-Roman|Times-Bold|Times-Italic|Times-BoldItalic)$/;

/** The text of a PDF as poppler reads it, spaces of every kind made plain (null without poppler). */
function pdfText(bytes: Uint8Array): string {
  return execFileSync('/usr/bin/pdftotext', ['-layout', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/[\u00a0\u202f]/g, ' ');
}
const hasPdftotext = existsSync('/usr/bin/pdftotext');

describe('Factur-X PDF', () => {
  it('embeds factur-x.xml, byte for byte the invoice XML, as the document’s associated file', async () => {
    const document = sampleInvoice();
    const { doc, catalog, streamText } = await parsed(await invoicePdf(document));
    const names = catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
      .lookup(PDFName.of('Names'), PDFArray);
    expect(names.size()).toBe(2);
    expect((names.lookup(0) as PDFHexString | PDFString).decodeText()).toBe('factur-x.xml');
    const fileSpecRef = names.get(1) as PDFRef;
    const fileSpec = doc.context.lookup(fileSpecRef, PDFDict);
    expect(fileSpec.lookup(PDFName.of('AFRelationship'))).toBe(PDFName.of('Data'));
    expect((fileSpec.lookup(PDFName.of('UF')) as PDFHexString).decodeText()).toBe('factur-x.xml');
    const file = fileSpec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'), PDFStream);
    expect(file.dict.lookup(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    expect(file.dict.lookup(PDFName.of('Params'), PDFDict).has(PDFName.of('ModDate'))).toBe(true);
    expect(streamText(file)).toBe(ciiXml(document));
    const associated = catalog.lookup(PDFName.of('AF'), PDFArray);
    expect(associated.asArray()).toContain(fileSpecRef);
  });

  it('is PDF/A-3B: XMP with the Factur-X extension, an sRGB OutputIntent, a document ID, dates matching the XMP', async () => {
    const { doc, catalog, streamText } = await parsed(await invoicePdf(sampleInvoice()));
    const xmp = streamText(catalog.lookup(PDFName.of('Metadata'), PDFStream));
    expect(catalog.lookup(PDFName.of('Metadata'), PDFStream).dict.has(PDFName.of('Filter'))).toBe(false);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toContain('xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"');
    expect(xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:Version>1.0<\/fx:Version>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toMatch(/<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#<\/pdfaSchema:namespaceURI>/);
    expect(xmp.match(/<pdfaProperty:name>/g)).toHaveLength(4);
    expect(xmp).toContain('<dc:title>');
    expect(xmp).toContain('Facture F-2026-000123');

    const created = doc.getCreationDate()?.toISOString().replace('.000Z', 'Z');
    expect(created).toBe('2026-11-01T23:00:00Z');
    expect(xmp).toContain(`<xmp:CreateDate>${created}</xmp:CreateDate>`);
    expect(doc.getModificationDate()?.toISOString().replace('.000Z', 'Z')).toBe(created);
    expect(doc.getTitle()).toBe('Facture F-2026-000123');

    const intent = catalog.lookup(PDFName.of('OutputIntents'), PDFArray).lookup(0, PDFDict);
    expect(intent.lookup(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = intent.lookup(PDFName.of('DestOutputProfile'), PDFStream);
    expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    expect(streamText(profile).slice(36, 40)).toBe('acsp');

    const id = doc.context.trailerInfo.ID;
    expect(id).toBeInstanceOf(PDFArray);
    expect((id as PDFArray).size()).toBe(2);
  });

  it('embeds every font it uses, none of the standard 14', async () => {
    const { doc } = await parsed(await invoicePdf(sampleInvoice()));
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.lookup(PDFName.of('Type')) === PDFName.of('Font'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.lookup(PDFName.of('BaseFont'))?.toString()).not.toMatch(STANDARD_14);
      // A composite font's glyphs are in its descendant, itself in the list.
      if (font.lookup(PDFName.of('Subtype')) === PDFName.of('Type0')) continue;
      const descriptor = font.lookup(PDFName.of('FontDescriptor'), PDFDict);
      expect(['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)))).toBe(true);
    }
  });

  it('gives the same bytes for the same invoice', async () => {
    const [first, second] = await Promise.all([invoicePdf(sampleInvoice()), invoicePdf(sampleInvoice())]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('flows many lines onto further pages', async () => {
    const { doc } = await parsed(await invoicePdf(sampleLongInvoice(45)));
    expect(doc.getPageCount()).toBe(3);
  });

  it.skipIf(!hasPdftotext)('prints the invoice, its totals and the legal mentions in French', async () => {
    const text = pdfText(await invoicePdf(sampleInvoice()));
    for (const expected of [
      'Facture',
      'N° F-2026-000123',
      "Date d'émission : 02/11/2026",
      'Période de prestation : du 01/11/2026 au 30/11/2026',
      "Date d'échéance : 02/12/2026",
      'SIRET 85312457600028',
      'SAS au capital de 50 000,00 € – RCS Paris 853 124 576',
      'N° TVA intracommunautaire : FR24901458737',
      '0,6333',
      '1 800,00 €',
      'Total TTC',
      '3 261,67 €',
      'Déjà réglé',
      '2 761,67 €',
      'pénalités de retard sont exigibles au taux annuel de 10,65 %',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €',
      'Pas d’escompte pour paiement anticipé',
      'IBAN : FR76 3000 6000 0112 3456 7890 189',
      'Page 1/1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.skipIf(!hasPdftotext)('prints the credit note as an Avoir naming the invoice it credits', async () => {
    const text = pdfText(await invoicePdf(sampleCreditNote()));
    expect(text).toContain('Avoir');
    expect(text).toContain('Avoir sur la facture F-2026-000123 du 02/11/2026');
    expect(text).toContain('-140,20 €');
    expect(text).not.toContain('Reste à payer');
  });

  it.skipIf(!hasPdftotext)('shows what credit notes took off an invoice between its payments and what is due', async () => {
    const text = pdfText(await invoicePdf(samplePartlyCreditedInvoice()));
    expect(text).toMatch(/Déjà réglé +500,00 €/);
    expect(text).toMatch(/Avoirs imputés +140,20 €/);
    expect(text).toMatch(/Reste à payer +2 621,47 €/);
  });

  it.skipIf(!hasPdftotext)('prints the reverse charge and exemption mentions, and page numbers on every page', async () => {
    expect(pdfText(await invoicePdf(sampleReverseChargeInvoice()))).toContain('Autoliquidation');
    const long = pdfText(await invoicePdf(sampleLongInvoice(45)));
    expect(long).toContain('Page 1/3');
    expect(long).toContain('Page 3/3');
  });
});

describe('text wrapping', () => {
  it('breaks at spaces within the width, and cuts a word longer than the width', async () => {
    const doc = await PDFDocument.create();
    const face = new Face(await doc.embedFont(StandardFonts.Helvetica), regularFontBytes());
    const text = `Location du bureau « Verrière » ${'X'.repeat(80)} fin`;
    const lines = wrapText(text, face, 9, 120);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(face.width(line, 9)).toBeLessThanOrEqual(120);
    expect(lines.join('').replace(/[ \u00a0]/g, '')).toBe(text.replaceAll(' ', ''));
    expect(lines[1]).toMatch(/^«\u00a0Verrière\u00a0»/);
    expect(lines[0]).toBe('Location du bureau');
    expect(wrapText('Première ligne\nSeconde', face, 9, 400)).toEqual(['Première ligne', 'Seconde']);
  });
});
