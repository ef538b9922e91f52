/** Invoice states and types (tables-and-sheets §4), and the invoices table's texts (§2.4). */
export const INVOICE_STATE_LABELS: Record<number, string> = {
  0: 'En attente',
  1: 'Envoyée',
  2: 'Payée',
  3: 'Annulée',
  4: 'Irrécouvrable',
};

/** How an invoice state is shown: paid, unrecoverable, cancelled, or still waiting for its payment. */
export const INVOICE_STATE_TONES: Record<number, 'success' | 'error' | 'default' | 'warning'> = {
  0: 'warning',
  1: 'warning',
  2: 'success',
  3: 'default',
  4: 'error',
};

export const INVOICE_TYPE_LABELS: Record<number, string> = {
  1: 'Contrat plateforme',
  2: 'Contrat hors plateforme',
  3: 'Commande',
  4: 'Ponctuelle',
  5: 'Avoir',
  6: 'Acompte',
};

export const INVOICE_LABELS = {
  title: 'Factures',
  empty: 'Pas de facture',
  id: 'ID',
  number: 'Numéro',
  date: 'Date',
  amount: 'Montant',
  amountHt: 'Montant HT',
  amountTtc: 'Montant TTC',
  state: 'Statut',
  type: 'Type',
  salesperson: 'Commercial',
  actions: 'Actions',
  open: 'Voir la facture',
} as const;
