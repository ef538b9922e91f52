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

/** Payment methods (transfer, direct debit, card, cheque, cash). */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  transfer: 'Virement',
  direct_debit: 'Prélèvement',
  card: 'Carte bancaire',
  cheque: 'Chèque',
  cash: 'Espèces',
};

/** Why the server refuses an invoice call (409 and 400 messages). */
export const INVOICE_REFUSALS = {
  notFound: 'Facture introuvable.',
  issuedImmutable: 'Une facture émise ne peut plus être modifiée : établissez un avoir.',
  cannotReopen: 'Une facture ne revient pas en attente.',
  sendOnlyPending: 'Seule une facture en attente peut être envoyée.',
  payNotAllowed: 'Cette facture ne peut plus recevoir de paiement.',
  payCreditNote: 'Un avoir ne reçoit pas de paiement.',
  payPositive: 'Le montant doit être positif.',
  overpayment: 'Le montant dépasse le reste à payer de la facture.',
  paymentReversed: 'Ce paiement a déjà été renvoyé par la banque.',
  creditNotAllowed: 'Un avoir ne peut être établi que pour une facture envoyée ou payée.',
  creditOfCreditNote: 'Un avoir ne peut pas être crédité.',
  creditUnknownLine: 'Cette ligne n’existe pas sur la facture.',
  creditTooMuch: 'La quantité créditée dépasse ce qui reste de la ligne.',
  creditNothingLeft: 'Cette facture est déjà entièrement créditée.',
  creditLinesOfUnlisted: 'Les lignes à créditer doivent appartenir aux factures choisies.',
  unrecoverableNotAllowed: 'Seule une facture impayée peut être déclarée irrécouvrable.',
  periodClosed: 'Cette période est close : aucune facture ne peut y être émise.',
  periodAlreadyClosed: 'Cette période est déjà close.',
  periodInFuture: 'Une période à venir ne peut pas être close.',
  sellerMissing: 'L’identité du vendeur de la marque n’est pas renseignée : complétez-la avant d’émettre une facture.',
  clientNotFound: 'Client introuvable.',
  noEmail: 'Le client n’a pas d’adresse e-mail.',
  brandNotFound: 'Marque introuvable.',
} as const;

/** Field messages of the invoice forms. */
export const INVOICE_FIELD_ERRORS = {
  required: 'Ce champ est obligatoire.',
  designation: 'Indiquez la désignation (200 caractères au plus).',
  quantity: 'La quantité doit être un nombre positif d’au plus 4 décimales.',
  unitPrice: 'Le prix unitaire HT doit être un montant en centimes.',
  vatRate: 'Le taux de TVA doit être compris entre 0 et 100 %.',
  lines: 'Ajoutez au moins une ligne (200 au plus).',
  day: 'Date invalide (AAAA-MM-JJ).',
  dueBeforeIssue: 'L’échéance ne peut pas précéder la date d’émission.',
  periodOrder: 'La fin de la période ne peut pas précéder son début.',
  amount: 'Le montant doit être un nombre entier de centimes, positif.',
  method: 'Choisissez un moyen de paiement.',
  reference: 'La référence fait 140 caractères au plus.',
  invoices: 'Choisissez au moins une facture.',
  period: 'Période invalide (AAAA-MM).',
  siren: 'Le SIREN compte 9 chiffres.',
  siret: 'Le SIRET compte 14 chiffres et commence par le SIREN.',
  iban: 'IBAN invalide.',
  bic: 'BIC invalide.',
  vatNumber: 'Numéro de TVA intracommunautaire invalide.',
  country: 'Code pays ISO à 2 lettres.',
  capital: 'Le capital est un montant en centimes.',
  rate: 'Taux en dix-millièmes (1065 = 10,65 %).',
  text: 'Ce champ est obligatoire (200 caractères au plus).',
  postcode: 'Code postal invalide.',
} as const;

/** Texts of the invoice sheet, the forms and the mail. */
export const INVOICE_SHEET_LABELS = {
  seller: 'Vendeur',
  buyer: 'Client',
  lines: 'Lignes',
  designation: 'Désignation',
  quantity: 'Quantité',
  unitPrice: 'Prix unitaire HT',
  vatRate: 'TVA',
  lineHt: 'Total HT',
  lineVat: 'TVA',
  lineTtc: 'Total TTC',
  totalHt: 'Total HT',
  totalVat: 'Total TVA',
  totalTtc: 'Total TTC',
  paid: 'Payé',
  credited: 'Crédité',
  due: 'Reste à payer',
  dueOn: 'Échéance',
  issuedOn: 'Émise le',
  servicePeriod: 'Période',
  late: 'En retard',
  payments: 'Paiements reçus',
  history: 'Historique',
  creditNotes: 'Avoirs',
  creditedInvoice: 'Facture créditée',
  mails: 'E-mails envoyés',
  pdf: 'PDF',
  send: 'Envoyer par e-mail',
  credit: 'Générer un avoir',
  pay: 'Enregistrer un paiement',
  unrecoverable: 'Déclarer irrécouvrable',
  create: 'Nouvelle facture',
  chain: 'Vérifier la chaîne',
  periods: 'Périodes closes',
  closePeriod: 'Clore la période',
  sellerIdentity: 'Identité du vendeur',
  mailSubject: (number: string, brand: string) => `Votre facture ${number} — ${brand}`,
  mailBody: (number: string, ttc: string, dueOn: string) =>
    `Bonjour,\n\nVous trouverez ci-joint la facture ${number} d’un montant de ${ttc} TTC, à régler avant le ${dueOn}.\n\nCordialement.`,
  pdfFileName: (number: string) => `Facture ${number}.pdf`,
  events: {
    issued: 'Émise',
    sent: 'Envoyée par e-mail',
    payment: 'Paiement reçu',
    paid: 'Payée',
    credited: 'Avoir établi',
    cancelled: 'Annulée par avoir',
    unrecoverable: 'Déclarée irrécouvrable',
    reminder: 'Rappel de paiement envoyé',
    payment_rejected: 'Prélèvement rejeté',
    deposit_refunded: 'Dépôt de garantie remboursé',
  } as Record<string, string>,
  chainOk: 'La chaîne des factures est intacte.',
  chainBroken: 'La chaîne est rompue à la facture',
  chainReasons: {
    hash: 'Son contenu ne correspond plus à son empreinte.',
    link: 'Elle ne pointe pas sur l’empreinte de la facture précédente.',
    gap: 'Un numéro manque avant elle.',
  } as Record<string, string>,
} as const;

/** A contract's security deposit: its invoice line, its mention, its refund and why a refund is refused (409). */
export const DEPOSIT_LABELS = {
  designation: (space: string) => `Dépôt de garantie — ${space}`,
  note: 'Dépôt de garantie non soumis à la TVA, restitué en fin de contrat déduction faite des sommes restant dues.',
  refundNote: 'Remboursement du dépôt de garantie.',
  refusals: {
    notDeposit: 'Cette facture n’est pas un dépôt de garantie.',
    alreadyRefunded: 'Ce dépôt de garantie a déjà été remboursé.',
    notPaid: 'Ce dépôt de garantie n’est pas payé : il ne peut pas être remboursé.',
    credited: 'Ce dépôt de garantie a déjà fait l’objet d’un avoir.',
    contractRunning: 'Le dépôt de garantie se rembourse à la fin du contrat (préavis ou terminé).',
  },
} as const;

/** The lines of a booking invoiced in euros by the monthly run. */
export const BOOKING_BILLING_LABELS = {
  line: (kind: 'meetingRoom' | 'workstation', place: string, day: string, start: string, end: string) =>
    `${kind === 'meetingRoom' ? 'Salle de réunion' : 'Poste de travail'} « ${place} » — ${day} ${start}–${end}`,
} as const;
