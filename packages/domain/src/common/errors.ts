/** French texts of the API's errors (the error body's shape is ZApiError in schemas.ts). Free of zod: every page imports it. */
export const ERROR_LABELS = {
  badRequest: 'Requête invalide',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide',
  bodyTooLarge: 'Le corps de la requête est trop volumineux',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  unauthenticated: 'Authentification requise',
  forbidden: "Vous n'avez pas les droits pour réaliser cette action",
  notFound: 'Ressource introuvable',
  routeNotFound: 'Route inconnue',
  conflict: 'Conflit avec l’état actuel de la ressource',
  internal: 'Une erreur interne est survenue',
  unknownField: 'Champ non autorisé',
  sortNotAllowed: 'Tri non autorisé sur ce champ',
  pageSizeTooLarge: 'Nombre d’éléments par page trop élevé',
  badCursor: 'Curseur de page invalide',
  noBodyExpected: 'Cet appel ne prend pas de corps de requête',
  forbiddenCharacter: 'Caractère non autorisé (caractère de contrôle ou invalide)',
  /** A field sent with a value of another JSON type than its own. */
  expectedType: {
    string: 'Texte attendu',
    number: 'Nombre attendu',
    integer: 'Nombre entier attendu',
    boolean: 'Booléen attendu (true ou false)',
    array: 'Liste attendue',
    object: 'Objet attendu',
  },
} as const;

/** Snackbar texts shared by every screen (spec shell §8). */
export const SNACKBAR_LABELS = {
  error: "Une erreur s'est produite",
  success: 'Action réussie',
  cancel: 'Modification annulée',
} as const;
