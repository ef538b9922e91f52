/** French texts of the credit ledger (members-bookings-feed §2.12, §2.13, §8). */
export const CREDIT_LABELS = {
  title: 'Crédits',
  balance: 'Solde',
  balanceOf: (amount: string) => `Solde : ${amount}`,
  fields: {
    date: 'Date',
    kind: 'Mouvement',
    label: 'Libellé',
    amount: 'Montant',
    balanceAfter: 'Solde après',
    by: 'Par',
  },
  kinds: {
    grant: 'Pack de crédits',
    debit: 'Réservation',
    refund: 'Remboursement',
    adjustment: 'Ajustement',
    expiry: 'Expiration',
  },
  /** A pack's grant, in the ledger: the day its credits expire. */
  validUntil: (day: string) => `Valable jusqu’au ${day}`,
  /** The expiry entry's label. */
  expiryLabel: (grant: string) => `Fin de validité : ${grant}`,
  grant: 'Attribuer un pack',
  grantTitle: 'Attribuer un pack de crédits',
  adjust: 'Ajuster le solde',
  adjustTitle: 'Ajuster le solde de crédits',
  formKind: 'Type de mouvement',
  formLabel: 'Libellé',
  formAmount: 'Montant (€)',
  formAdjustmentHint: 'Un montant négatif retire des crédits.',
  save: 'Valider',
  cancel: 'Annuler',
  empty: 'Aucun mouvement de crédits.',
  required: 'Ce champ est requis.',
  amountInvalid: 'Montant invalide',
  amountPositive: 'Le montant doit être supérieur à 0',
  amountNotZero: 'Le montant ne peut pas être nul',
  labelTooLong: 'Le libellé ne peut pas dépasser 120 caractères',
  /** §8: the answer that opens the forced-booking dialog. */
  insufficient: 'Crédits insuffisants pour cette réservation.',
  /** An adjustment cannot take the balance under zero. */
  belowZero: 'Le solde de crédits ne peut pas devenir négatif.',
  alreadyRefunded: 'Ce débit a déjà été remboursé.',
  unknownOwner: 'Compte introuvable',
  done: {
    grant: 'Pack de crédits attribué',
    adjustment: 'Solde de crédits ajusté',
  },
  failed: {
    grant: 'Le pack de crédits n’a pas pu être attribué',
    adjustment: 'Le solde de crédits n’a pas pu être ajusté',
  },
} as const;
