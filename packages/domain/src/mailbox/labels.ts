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
  attachments: 'Pièces jointes',
  clearFilter: 'Effacer le filtre',
  recipientFilter: (to: string) => `Destinataire : ${to}`,
  search: 'Rechercher (destinataire ou objet)',
  delivery: 'Envoi',
  open: 'Ouvrir',
  copyLink: 'Copier le lien du mail',
  recipientHistory: 'Historique du destinataire',
  sendReset: 'Envoyer un lien de réinitialisation',
  sendResetTitle: 'Envoyer un lien de réinitialisation ?',
  sendResetMessage: (to: string) =>
    `Un mail sera envoyé à l'utilisateur ${to}. Les liens de réinitialisation déjà envoyés ne fonctionneront plus.`,
  send: 'Envoyer',
  linkCopied: 'Lien du mail copié',
  copyFailed: 'Le lien n’a pas pu être copié : le navigateur refuse l’accès au presse-papiers.',
  resetSent: (to: string) => `Lien de réinitialisation envoyé à ${to}`,
  resetFailed: 'Le lien de réinitialisation n’a pas pu être envoyé.',
} as const;
