/** Card payment: the member's button, the messages of the return, and the built-in provider's page. */
export const CARD_PAYMENT_LABELS = {
  pay: 'Payer par carte',
  paying: 'Redirection vers le paiement…',
  /** /magasin after a purchase invoiced at once: the order waits for its payment. */
  awaitingPayment: (id: number, amount: string) => `Commande n° ${id} en attente de règlement : ${amount}.`,
  seeOrder: 'Voir la commande',
  accepted: 'Paiement par carte accepté',
  refused: (reason: string) => `Paiement refusé : ${reason}`,
  reasons: {
    failed: 'la banque a refusé la carte. Vous pouvez réessayer.',
    open: 'le paiement n’a pas été terminé. Vous pouvez réessayer.',
  },
  /** The description the checkout shows: the invoice's number. */
  description: (number: string) => `Facture ${number}`,
  refusals: {
    notFound: 'Facture introuvable.',
    notOwed: 'Cette facture ne se règle plus : elle est payée, annulée ou n’a plus rien à payer.',
    sessionNotFound: 'Paiement par carte introuvable.',
    sessionId: 'Identifiant de paiement invalide.',
    outcome: 'Choisissez « paid » ou « failed ».',
    decided: 'Ce paiement a déjà été traité.',
    unavailable: 'Le service de paiement par carte ne répond pas : réessayez dans un instant.',
    amountChanged: 'Le montant dû a changé depuis le début du paiement : contactez l’équipe.',
  },
  /** The built-in provider's hosted page. */
  page: {
    title: 'Paiement par carte',
    intro: 'Prestataire de paiement intégré : choisissez l’issue du paiement.',
    amount: 'Montant',
    description: 'Objet',
    succeed: 'Payer (succès)',
    fail: 'Refuser le paiement (échec)',
    error: 'Le paiement n’a pas pu être traité.',
    done: 'Ce paiement a déjà été traité.',
  },
} as const;
