import { isValidBicText, isValidIbanText, normalizeBic, normalizeIban } from '@hubgrade/domain/signatures/rules';
import { sepaText } from './latin.ts';

/** A holder of a bank account: a creditor, a debtor, the platform or a payee. */
export interface SepaParty {
  name: string;
  iban: string;
  /** Optional inside the SEPA area (IBAN-only); written as NOTPROVIDED when absent. */
  bic?: string | null;
}

/** Names are at most 70 characters of the SEPA set. */
const NAME_LENGTH = 70;

/** The party's name, account and bank as the pain messages write them; a wrong IBAN or BIC is refused before any file is made. */
export function partyElements(party: SepaParty) {
  const iban = normalizeIban(party.iban);
  if (!isValidIbanText(iban)) throw new Error(`IBAN invalide pour « ${party.name} »`);
  const bic = party.bic ? normalizeBic(party.bic) : null;
  if (bic !== null && !isValidBicText(bic)) throw new Error(`BIC invalide pour « ${party.name} »`);
  const name = sepaText(party.name, NAME_LENGTH);
  if (name === '') throw new Error('Nom de titulaire vide');
  return {
    name: { Nm: name },
    account: { Id: { IBAN: iban } },
    agent: { FinInstnId: bic ? { BIC: bic } : { Othr: { Id: 'NOTPROVIDED' } } },
  };
}

/** The creation time as ISO 8601 without milliseconds, in UTC. */
export function creationTime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}
