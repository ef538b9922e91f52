/** Texts of the mailbox page that packages/domain/src/mailbox/labels.ts does not hold yet. */
export const MAILBOX_PAGE_LABELS = {
  intro: 'Mails envoyés par la plateforme lorsque aucun serveur SMTP n’est configuré. Ouvrez un mail pour suivre ses liens.',
  links: 'Liens du mail',
  textVersion: 'Version texte',
  htmlVersion: 'Aperçu',
  rowsPerPage: 'Lignes par page',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} sur ${count}`,
  clearFilter: 'Effacer le filtre',
} as const;
