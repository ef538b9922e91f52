import { create } from 'xmlbuilder2';
import { controlSum, sepaAmount } from './amounts.ts';
import { sepaId, sepaText } from './latin.ts';
import { creationTime, partyElements, type SepaParty } from './parties.ts';

export const PAIN_008_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';

/** FRST: the first collection under a mandate; RCUR: the following ones. */
export type SequenceType = 'FRST' | 'RCUR';

/** One collection from a debtor, under their signed mandate. */
export interface DirectDebitTransaction {
  endToEndId: string;
  amountCents: number;
  /** The mandate's unique reference (RUM). */
  mandateId: string;
  /** YYYY-MM-DD. */
  mandateSignedOn: string;
  sequence: SequenceType;
  /** YYYY-MM-DD: the day the bank debits the debtor. */
  collectionDate: string;
  debtor: SepaParty;
  /** What the debtor reads on their statement (the invoice number). */
  remittance: string;
}

/** A direct-debit initiation: the creditor, its SEPA creditor identifier (ICS) and the collections. */
export interface DirectDebitOrder {
  messageId: string;
  createdAt: Date;
  creditor: SepaParty & { schemeId: string };
  transactions: readonly DirectDebitTransaction[];
}

const ICS = /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

/** Collections are grouped into one payment information block per sequence type and collection date, as banks require. */
function groupsOf(transactions: readonly DirectDebitTransaction[]): DirectDebitTransaction[][] {
  const groups = new Map<string, DirectDebitTransaction[]>();
  for (const t of transactions) {
    const key = `${t.sequence} ${t.collectionDate}`;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group);
}

function transactionElement(t: DirectDebitTransaction) {
  const debtor = partyElements(t.debtor);
  return {
    PmtId: { EndToEndId: sepaId(t.endToEndId) },
    InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(t.amountCents) },
    DrctDbtTx: { MndtRltdInf: { MndtId: sepaId(t.mandateId), DtOfSgntr: t.mandateSignedOn } },
    DbtrAgt: debtor.agent,
    Dbtr: debtor.name,
    DbtrAcct: debtor.account,
    RmtInf: { Ustrd: sepaText(t.remittance, 140) },
  };
}

/** The pain.008.001.02 file of a direct-debit order (SEPA Core), its counts and control sums computed. */
export function directDebitXml(order: DirectDebitOrder): string {
  if (order.transactions.length === 0) throw new Error('Un ordre de prélèvement sans transaction');
  const schemeId = order.creditor.schemeId.replace(/\s+/g, '').toUpperCase();
  if (!ICS.test(schemeId)) throw new Error(`Identifiant créancier SEPA invalide : ${order.creditor.schemeId}`);
  const creditor = partyElements(order.creditor);
  const messageId = sepaId(order.messageId);
  const amounts = order.transactions.map((t) => t.amountCents);
  const paymentInformation = groupsOf(order.transactions).map((group, index) => ({
    PmtInfId: sepaId(`${messageId}-${index + 1}`),
    PmtMtd: 'DD',
    NbOfTxs: String(group.length),
    CtrlSum: controlSum(group.map((t) => t.amountCents)),
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' }, SeqTp: group[0]?.sequence },
    ReqdColltnDt: group[0]?.collectionDate,
    Cdtr: creditor.name,
    CdtrAcct: creditor.account,
    CdtrAgt: creditor.agent,
    ChrgBr: 'SLEV',
    CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: schemeId, SchmeNm: { Prtry: 'SEPA' } } } } },
    DrctDbtTxInf: group.map(transactionElement),
  }));
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      Document: {
        '@xmlns': PAIN_008_NAMESPACE,
        CstmrDrctDbtInitn: {
          GrpHdr: {
            MsgId: messageId,
            CreDtTm: creationTime(order.createdAt),
            NbOfTxs: String(order.transactions.length),
            CtrlSum: controlSum(amounts),
            InitgPty: creditor.name,
          },
          PmtInf: paymentInformation,
        },
      },
    })
    .end({ prettyPrint: true });
}
