/** French texts of the shared tables and dialogs, whatever the screen that shows them. */
export const TABLE_LABELS = {
  actions: 'Actions',
  rowActions: 'Actions sur la ligne',
  expand: 'Afficher le détail',
  collapse: 'Masquer le détail',
  selectAll: 'Tout sélectionner',
  selectRow: 'Sélectionner la ligne',
  selected: (count: number) => (count > 1 ? `${count} lignes sélectionnées` : '1 ligne sélectionnée'),
  clearSelection: 'Désélectionner',
  search: 'Rechercher',
  clearSearch: 'Effacer la recherche',
  rowsPerPage: 'Lignes par page',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} sur ${count}`,
  displayedRowsOfMany: (from: number, to: number, atLeast: number) => `${from}–${to} sur plus de ${atLeast.toLocaleString('fr-FR')}`,
  firstPage: 'Première page',
  lastPage: 'Dernière page',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  loading: 'Chargement…',
  retry: 'Réessayer',
  sortedAscending: 'trié par ordre croissant',
  sortedDescending: 'trié par ordre décroissant',
  display: 'Affichage',
  displayMenu: 'Affichage du tableau',
  columns: 'Colonnes affichées',
  comfortable: 'Lignes aérées',
} as const;

/** Spec: deletion confirmations ask "Êtes-vous sûr … ?"; these are the dialog's defaults. */
export const CONFIRM_LABELS = {
  title: 'Confirmation',
  message: 'Êtes-vous sûr ?',
  confirm: 'Confirmer',
  cancel: 'Annuler',
} as const;

/** The history dialog (tables-and-sheets §2.10); its title and empty text are in history/labels. */
export const HISTORY_DIALOG_LABELS = {
  open: 'Historique',
  date: 'Date',
  user: 'Utilisateur',
  entityId: 'Identifiant',
  changes: 'Modifications',
  field: 'Champ',
  before: 'Avant',
  after: 'Après',
  unknownUser: 'Système',
  emptyValue: '—',
  created: 'Création',
  deleted: 'Suppression',
} as const;

/**
 * French texts of the library's own controls that the back-office shows (MUI's French locale, less
 * its number formatting, made at import time).
 */
export const CONTROL_LABELS = {
  close: 'Fermer',
  clear: 'Vider',
  open: 'Ouvrir',
  loading: 'Chargement…',
  noOptions: 'Pas de résultats',
} as const;
