/** French texts of the server errors screen (spec shell /erreur-db). */
export const SERVER_ERROR_LABELS = {
  title: 'Erreurs DB',
  intro: 'Les erreurs du serveur enregistrées : chaque réponse 500, avec la requête et la personne connectée.',
  empty: 'Aucune erreur enregistrée',
  fields: {
    id: 'N°',
    occurredAt: 'Date',
    method: 'Méthode',
    route: 'Route',
    url: 'Adresse',
    user: 'Utilisateur',
    message: 'Message',
    stack: 'Pile d’appels',
    from: 'Du',
    to: 'Au',
  },
  anonymous: 'Non connecté',
  allMethods: 'Toutes',
  purge: 'Purger',
  purgeTitle: 'Purger les erreurs',
  purgeConfirm: 'Supprimer toutes les erreurs enregistrées ? Cette action est définitive.',
  purged: (count: number) => (count === 1 ? '1 erreur supprimée' : `${count} erreurs supprimées`),
  details: 'Détail',
  refusals: {
    day: 'Date invalide',
    period: 'La date de fin doit suivre la date de début',
  },
} as const;
