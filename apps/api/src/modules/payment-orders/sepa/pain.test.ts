import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { PAIN_001_XSD, PAIN_008_XSD, xsdErrors } from '../../../../test/xml-schema.ts';
import { creditTransferXml } from './pain001.ts';
import { type DirectDebitOrder, directDebitXml } from './pain008.ts';

const PLATFORM = { name: 'Hubgrade Société Coworking', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };

function debit(n: number, amountCents: number, sequence: 'FRST' | 'RCUR', collectionDate: string) {
  return {
    endToEndId: `F-2026-00000${n}`,
    amountCents,
    mandateId: `HG1-4${n}-1`,
    mandateSignedOn: '2026-01-15',
    sequence,
    collectionDate,
    debtor: { name: `Hélène Dupré n°${n}`, iban: 'DE89370400440532013000', bic: n === 2 ? null : 'COBADEFFXXX' },
    remittance: `Facture F-2026-00000${n} – loyer décembre`,
  } as const;
}

const order: DirectDebitOrder = {
  messageId: 'PRLV-2026-12-1',
  createdAt: new Date('2026-11-26T10:00:00.123Z'),
  creditor: { ...PLATFORM, schemeId: 'FR12ZZZ123456' },
  transactions: [debit(1, 120_000, 'RCUR', '2026-12-05'), debit(2, 35_050, 'FRST', '2026-12-05'), debit(3, 99, 'RCUR', '2026-12-05')],
};

/** The document as a plain object, to read the counts and sums back. */
function read(xml: string): Record<string, unknown> {
  return create(xml).end({ format: 'object' }) as Record<string, unknown>;
}

describe('pain.008.001.02 direct debit', () => {
  it('validates against the official schema', async () => {
    expect(await xsdErrors(directDebitXml(order), PAIN_008_XSD)).toEqual([]);
  });

  it('groups by sequence type and collection date, with counts and control sums', () => {
    const doc = read(directDebitXml(order)) as {
      Document: { CstmrDrctDbtInitn: { GrpHdr: Record<string, string>; PmtInf: Record<string, unknown>[] } };
    };
    const { GrpHdr, PmtInf } = doc.Document.CstmrDrctDbtInitn;
    expect(GrpHdr.NbOfTxs).toBe('3');
    expect(GrpHdr.CtrlSum).toBe('1551.49');
    expect(GrpHdr.CreDtTm).toBe('2026-11-26T10:00:00Z');
    expect(PmtInf.map((p) => [(p.PmtTpInf as { SeqTp: string }).SeqTp, p.NbOfTxs, p.CtrlSum])).toEqual([
      ['FRST', '1', '350.50'],
      ['RCUR', '2', '1200.99'],
    ]);
  });

  it('writes the creditor scheme id, the mandate and SEPA-only texts', () => {
    const xml = directDebitXml(order);
    expect(xml).toContain('<Id>FR12ZZZ123456</Id>');
    expect(xml).toContain('<MndtId>HG1-41-1</MndtId>');
    expect(xml).toContain('<DtOfSgntr>2026-01-15</DtOfSgntr>');
    expect(xml).toContain('<Nm>Helene Dupre n1</Nm>');
    expect(xml).toContain('<Ustrd>Facture F-2026-000001 - loyer decembre</Ustrd>');
    expect(xml).toContain('<Id>NOTPROVIDED</Id>');
    expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
  });

  it('is refused by the schema without a collection date', async () => {
    const broken = directDebitXml(order).replace(/<ReqdColltnDt>[^<]*<\/ReqdColltnDt>/, '');
    expect((await xsdErrors(broken, PAIN_008_XSD)).length).toBeGreaterThan(0);
  });

  it('refuses a wrong IBAN, a wrong creditor id, an empty order or a zero amount', () => {
    const badIban = {
      ...order,
      transactions: [{ ...debit(1, 100, 'RCUR', '2026-12-05'), debtor: { name: 'X', iban: 'FR7630006000011234567890188' } }],
    };
    expect(() => directDebitXml(badIban)).toThrow(/IBAN/);
    expect(() => directDebitXml({ ...order, creditor: { ...order.creditor, schemeId: 'nope' } })).toThrow(/créancier/);
    expect(() => directDebitXml({ ...order, transactions: [] })).toThrow();
    expect(() => directDebitXml({ ...order, transactions: [debit(1, 0, 'RCUR', '2026-12-05')] })).toThrow(/Montant/);
  });
});

describe('pain.001.001.03 credit transfer', () => {
  const transfer = {
    messageId: 'VIR-2026-12-1',
    createdAt: new Date('2026-11-26T10:00:00Z'),
    debtor: PLATFORM,
    executionDate: '2026-12-10',
    transfers: [
      {
        endToEndId: 'RDG-2026-11-7',
        amountCents: 245_000,
        payee: { name: 'SCI Les Tilleuls', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' },
        reference: 'Relevé de gestion novembre',
      },
      {
        endToEndId: 'RDG-2026-11-8',
        amountCents: 10_001,
        payee: { name: 'Bailleur Ærø', iban: 'DE89370400440532013000' },
        reference: 'Reversement',
      },
    ],
  };

  it('validates against the official schema with its control sum', async () => {
    const xml = creditTransferXml(transfer);
    expect(await xsdErrors(xml, PAIN_001_XSD)).toEqual([]);
    const doc = read(xml) as { Document: { CstmrCdtTrfInitn: { GrpHdr: Record<string, string>; PmtInf: Record<string, string> } } };
    expect(doc.Document.CstmrCdtTrfInitn.GrpHdr.CtrlSum).toBe('2550.01');
    expect(doc.Document.CstmrCdtTrfInitn.PmtInf.CtrlSum).toBe('2550.01');
    expect(doc.Document.CstmrCdtTrfInitn.PmtInf.NbOfTxs).toBe('2');
    expect(xml).toContain('<Nm>Bailleur AEro</Nm>');
  });

  it('is refused by the schema with a wrong currency code', async () => {
    const broken = creditTransferXml(transfer).replace('Ccy="EUR"', 'Ccy="euro"');
    expect((await xsdErrors(broken, PAIN_001_XSD)).length).toBeGreaterThan(0);
  });

  it('refuses a wrong BIC', () => {
    expect(() => creditTransferXml({ ...transfer, debtor: { ...PLATFORM, bic: 'XX' } })).toThrow(/BIC/);
  });
});
