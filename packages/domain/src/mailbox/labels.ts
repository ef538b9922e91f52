/** French texts of the built-in mailbox page (mails kept when no SMTP server is configured). */
export const MAILBOX_LABELS = {
  title: 'Boîte mail de développement',
  notFound: 'Mail introuvable',
  to: 'Destinataire',
  subject: 'Objet',
  createdAt: 'Créé le',
  sentAt: 'Envoyé le',
  notSent: 'Non envoyé',
  attempts: "Tentatives d'envoi",
  lastError: 'Dernière erreur',
  empty: 'Aucun mail',
  filterTo: 'Filtrer par destinataire',
} as const;

/** Texts of the mailbox page. */
export const MAILBOX_PAGE_LABELS = {
  intro: 'Mails envoyés par la plateforme lorsque aucun serveur SMTP n’est configuré. Ouvrez un mail pour suivre ses liens.',
  links: 'Liens du mail',
  textVersion: 'Version texte',
  htmlVersion: 'Aperçu',
  rowsPerPage: 'Lignes par page',
  displayedRows: (from: number, to: number, count: number) => `${from}–${to} sur ${count}`,
  clearFilter: 'Effacer le filtre',
} as const;
