/** The invoices screens' own texts (table, row menu, dialogs, sheet, one-shot form), beside labels.ts. */

/** A VAT rate per ten thousand as French prints it: 550 → "5,5 %". */
export function vatRateText(rate: number): string {
  return `${String(rate / 100).replace('.', ',')} %`;
}

export const INVOICE_SCREEN_LABELS = {
  intro: 'Les factures émises, leurs paiements, leurs avoirs et leur envoi par e-mail.',
  search: 'Numéro ou client',
  filters: {
    allStates: 'Tous les statuts',
    allTypes: 'Tous les types',
    from: 'Émise du',
    to: 'au',
    company: 'Société',
    late: 'En retard',
    unpaid: 'Impayées',
  },
  actions: {
    pdf: 'Voir le PDF',
    open: 'Ouvrir la fiche',
  },
  send: {
    title: 'Envoyer la facture',
    question: (number: string) => `Envoyer la facture ${number} au client par e-mail, son PDF joint ?`,
    confirm: 'Envoyer',
    done: 'Facture envoyée',
  },
  unrecoverable: {
    title: 'Déclarer la facture irrécouvrable',
    question: (number: string) => `La facture ${number} ne sera plus réclamée au client. Continuer ?`,
    confirm: 'Déclarer irrécouvrable',
    done: 'Facture déclarée irrécouvrable',
  },
  depositRefund: {
    action: 'Rembourser le dépôt de garantie',
    title: 'Rembourser le dépôt de garantie',
    question: (number: string, amount: string) =>
      `Un avoir de ${amount} sera établi sur le dépôt de garantie ${number} pour le rendre au client. Continuer ?`,
    confirm: 'Rembourser',
    done: 'Dépôt de garantie remboursé : avoir établi',
    refundType: 'Avoir — remboursement du dépôt de garantie',
    /** The table's type column, short. */
    refundTypeShort: 'Avoir (dépôt de garantie)',
  },
  credit: {
    title: 'Générer un avoir',
    intro: 'Cochez les factures à créditer : un avoir par facture, pour ce qui en reste ou pour les lignes choisies.',
    list: 'Factures pouvant être créditées',
    tick: (number: string) => `Créditer la facture ${number}`,
    byLines: 'Choisir les lignes',
    quantity: 'Quantité à créditer',
    lineQuantity: (designation: string) => `Quantité à créditer : ${designation}`,
    left: (quantity: string) => `reste ${quantity}`,
    none: 'Aucune facture de ce client ne peut être créditée.',
    loading: 'Chargement des factures…',
    confirm: 'Générer',
    cancel: 'Annuler',
    done: (count: number) => (count > 1 ? `${count} avoirs établis` : 'Avoir établi'),
  },
  payment: {
    title: 'Enregistrer un paiement',
    method: 'Moyen de paiement',
    amount: 'Montant',
    date: 'Date du paiement',
    reference: 'Référence',
    due: (amount: string) => `Reste à payer : ${amount}`,
    confirm: 'Enregistrer',
    cancel: 'Annuler',
    done: 'Paiement enregistré',
    amountInvalid: 'Indiquez un montant en euros.',
  },
  sheet: {
    back: 'Factures',
    title: (number: string) => `Facture ${number}`,
    creditNoteTitle: (number: string) => `Avoir ${number}`,
    summary: 'Facture',
    parties: 'Parties',
    vatBreakdown: 'TVA par taux',
    base: 'Base HT',
    rate: 'Taux',
    amountVat: 'Montant TVA',
    totals: 'Totaux',
    number: 'N°',
    type: 'Type',
    noPayment: 'Aucun paiement reçu.',
    noMail: 'Aucun e-mail envoyé.',
    noCreditNote: 'Aucun avoir.',
    noHistory: 'Aucun changement.',
    notSent: 'en attente d’envoi',
    sellerMissing: 'Identité du vendeur non renseignée.',
    siren: 'SIREN',
    vatNumber: 'TVA',
    by: (who: string) => `par ${who}`,
    reference: (text: string) => `réf. ${text}`,
    reversed: (day: string, reason: string) => `rejeté par la banque le ${day}${reason ? ` (${reason})` : ''}`,
  },
  form: {
    title: 'Nouvelle facture',
    intro: 'Une facture ponctuelle, émise et numérotée dès l’enregistrement : elle ne pourra plus être modifiée.',
    client: 'Client',
    clientRequired: 'Choisissez le client.',
    lines: 'Lignes',
    addLine: 'Ajouter une ligne',
    removeLine: (index: number) => `Retirer la ligne ${index}`,
    unitPriceInvalid: 'Indiquez un prix en euros.',
    quantityInvalid: 'Indiquez une quantité.',
    dueOn: 'Échéance (facultative)',
    submit: 'Émettre la facture',
    done: 'Facture émise',
    cancel: 'Annuler',
  },
} as const;

/** The VAT rates the one-shot form offers (French rates: normal, intermediate, reduced, super-reduced, none), per ten thousand. */
export const VAT_RATE_CHOICES = [2000, 1000, 550, 210, 0] as const;
