import type { JournalCode } from './journal.ts';

/** The journals (FEC JournalLib). */
export const JOURNAL_LABELS: Record<JournalCode, string> = {
  VE: 'Ventes',
  BQ: 'Banque',
  OD: 'Opérations diverses',
};

/** The accounts of the French chart of accounts (PCG) the journal writes to (FEC CompteLib). */
export const ACCOUNT_LABELS = {
  clients: 'Clients',
  sales: 'Prestations de services',
  vatCollected: 'TVA collectée',
  bank: 'Banque',
  landlords: 'Autres comptes débiteurs ou créditeurs',
  suppliers: 'Fournisseurs',
  commissions: 'Commissions sur loyers',
  otherCharges: 'Charges diverses de gestion courante',
  otherIncome: 'Produits divers de gestion courante',
} as const;

/** What each builder writes as the operation's label (FEC EcritureLib). */
export const OPERATION_TEXTS = {
  invoice: (number: string, client: string) => `Facture ${number} ${client}`,
  creditNote: (number: string, client: string) => `Avoir ${number} ${client}`,
  payment: (reference: string, client: string) => `Règlement ${reference} ${client}`,
  rejectedDebit: (reference: string, client: string) => `Rejet de prélèvement ${reference} ${client}`,
  payout: (reference: string, payee: string) => `Reversement ${reference} ${payee}`,
  statement: (number: string, landlord: string) => `Relevé de gestion ${number} ${landlord}`,
  reversal: (label: string) => `Extourne : ${label}`,
  vatAt: (rate: string) => `TVA collectée ${rate}`,
} as const;

/** The source of an operation: the record that wrote it. */
export const SOURCE_KIND_LABELS = {
  invoice: 'Facture',
  credit_note: 'Avoir',
  payment: 'Règlement',
  rejected_debit: 'Rejet de prélèvement',
  payout: 'Reversement',
  statement: 'Relevé de gestion',
  reversal: 'Extourne',
  manual: 'Saisie',
} as const;

/** The /operations table, the sheet and the FEC export. */
export const ACCOUNTING_LABELS = {
  title: 'Opérations',
  intro:
    'Le journal comptable : chaque facture, avoir, règlement, relevé de gestion et reversement en écritures équilibrées, jamais modifiées.',
  sheetTitle: (number: number) => `Opération n° ${number}`,
  empty: 'Pas d’opération',
  number: 'N°',
  date: 'Date',
  journal: 'Journal',
  label: 'Libellé',
  pieceRef: 'Pièce',
  pieceDate: 'Date de pièce',
  debit: 'Débit',
  credit: 'Crédit',
  source: 'Origine',
  account: 'Compte',
  accountLabel: 'Intitulé',
  thirdParty: 'Compte tiers',
  totals: 'Totaux',
  balanced: 'Opération équilibrée',
  from: 'Du',
  to: 'Au',
  allJournals: 'Tous les journaux',
  search: 'Rechercher (libellé, pièce)',
  reversedBy: (number: number) => `Extournée par l’opération n° ${number}`,
  reverses: (number: number) => `Extourne de l’opération n° ${number}`,
  reverse: 'Extourner',
  reverseTitle: 'Extourner cette opération ?',
  reverseText:
    'Une opération comptable ne se modifie pas : une nouvelle opération, aux débits et crédits inversés, l’annule à la date choisie.',
  reverseDate: 'Date de l’extourne',
  reversed: 'Opération extournée',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  exportFec: 'Export FEC',
  fecYear: 'Exercice',
  fecDownload: 'Télécharger le FEC',
  back: 'Retour aux opérations',
  brand: 'Marque',
  mainPlatform: 'Plateforme',
  fiscalYear: (year: number) => `Exercice ${year}`,
  recordedAt: 'Enregistrée le',
  reverseLabel: 'Libellé de l’extourne (facultatif)',
  fecTitle: 'Export du fichier des écritures comptables',
  fecText:
    'Le FEC de l’exercice choisi : 18 colonnes séparées par des tabulations, une ligne par écriture, nommé d’après le SIREN et la date de clôture.',
  fecFailed: 'Le fichier n’a pas pu être produit.',
} as const;

/** Why the server refuses (400, 404, 409). */
export const ACCOUNTING_REFUSALS = {
  notFound: 'Opération introuvable.',
  forbidden: 'Vous n’avez pas accès aux opérations comptables.',
  unbalanced: 'L’opération n’est pas équilibrée : le total des débits doit égaler celui des crédits.',
  alreadyReversed: 'Cette opération est déjà extournée.',
  reversalOfReversal: 'Une extourne ne s’extourne pas : enregistrez une nouvelle opération.',
  reversalBeforeOperation: 'L’extourne ne peut pas précéder l’opération qu’elle annule.',
  brandRequired: 'Choisissez une marque.',
  brandNotFound: 'Marque introuvable.',
  sirenMissing: 'Le SIREN de la marque n’est pas renseigné : il nomme le fichier des écritures comptables.',
  invalidDate: 'Date invalide',
  invalidYear: 'Exercice invalide',
  invalidJournal: 'Journal inconnu',
  invalidAccount: 'Numéro de compte invalide',
  labelRequired: 'Champ obligatoire',
} as const;
