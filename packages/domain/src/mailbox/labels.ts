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
