/** The history dialog's title and texts (spec shell §2.9, tables-and-sheets §2.10). */
export const HISTORY_LABELS = {
  empty: "Pas d'historique",
  title: 'Historique des actions',
  unknownEntity: 'Aucun historique n’existe pour ce type de fiche',
} as const;
