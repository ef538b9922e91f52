import { create } from 'xmlbuilder2';
import { controlSum, sepaAmount } from './amounts.ts';
import { sepaId, sepaText } from './latin.ts';
import { creationTime, partyElements, type SepaParty } from './parties.ts';

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/** One transfer to a payee (a landlord paid back, another payment). */
export interface CreditTransfer {
  endToEndId: string;
  amountCents: number;
  payee: SepaParty;
  /** What the payee reads on their statement. */
  reference: string;
}

/** A credit-transfer initiation: the platform's account pays every payee on one execution day. */
export interface CreditTransferOrder {
  messageId: string;
  createdAt: Date;
  debtor: SepaParty;
  /** YYYY-MM-DD. */
  executionDate: string;
  transfers: readonly CreditTransfer[];
}

function transferElement(t: CreditTransfer) {
  const payee = partyElements(t.payee);
  return {
    PmtId: { EndToEndId: sepaId(t.endToEndId) },
    Amt: { InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(t.amountCents) } },
    CdtrAgt: payee.agent,
    Cdtr: payee.name,
    CdtrAcct: payee.account,
    RmtInf: { Ustrd: sepaText(t.reference, 140) },
  };
}

/** The pain.001.001.03 file of a transfer order, its counts and control sums computed. */
export function creditTransferXml(order: CreditTransferOrder): string {
  if (order.transfers.length === 0) throw new Error('Un ordre de virement sans transaction');
  const debtor = partyElements(order.debtor);
  const messageId = sepaId(order.messageId);
  const sum = controlSum(order.transfers.map((t) => t.amountCents));
  const count = String(order.transfers.length);
  return create({ version: '1.0', encoding: 'UTF-8' })
    .ele({
      Document: {
        '@xmlns': PAIN_001_NAMESPACE,
        CstmrCdtTrfInitn: {
          GrpHdr: { MsgId: messageId, CreDtTm: creationTime(order.createdAt), NbOfTxs: count, CtrlSum: sum, InitgPty: debtor.name },
          PmtInf: {
            PmtInfId: sepaId(`${messageId}-1`),
            PmtMtd: 'TRF',
            NbOfTxs: count,
            CtrlSum: sum,
            PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
            ReqdExctnDt: order.executionDate,
            Dbtr: debtor.name,
            DbtrAcct: debtor.account,
            DbtrAgt: debtor.agent,
            ChrgBr: 'SLEV',
            CdtTrfTxInf: order.transfers.map(transferElement),
          },
        },
      },
    })
    .end({ prettyPrint: true });
}
