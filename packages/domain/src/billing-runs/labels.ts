/** The monthly billing run's texts. */
export const BILLING_RUN_LABELS = {
  title: 'Facturation mensuelle',
  start: 'Lancer la facturation',
  month: 'Mois facturé',
  confirm: (month: string) =>
    `Facturer ${month} : une facture par contrat en cours pour le mois (loyer, remise, clés, au prorata des jours), numérotée à la suite. Les contrats déjà facturés pour ce mois sont passés.`,
  started: 'Facturation lancée',
  progress: (issued: number, total: number) => `${issued} / ${total} contrats facturés`,
  done: (issued: number, skipped: number) =>
    `Facturation terminée : ${issued} facture${issued > 1 ? 's' : ''} émise${issued > 1 ? 's' : ''}${skipped > 0 ? `, ${skipped} contrat${skipped > 1 ? 's' : ''} déjà facturé${skipped > 1 ? 's' : ''}` : ''}.`,
  history: 'Dernières facturations',
  empty: 'Aucune facturation lancée',
  states: { running: 'En cours', done: 'Terminée', failed: 'Échouée' },
  errors: {
    month: 'Mois attendu au format AAAA-MM.',
    running: 'Une facturation de ce mois est déjà en cours.',
    future: 'Un mois à venir ne peut pas encore être facturé.',
  },
} as const;
