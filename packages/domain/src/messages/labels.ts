import type { MessageState } from './rules.ts';

/** Tables-and-sheets §4: the message states and their French names. */
export const MESSAGE_STATE_LABELS: Record<MessageState, string> = {
  1: 'En attente',
  2: 'Refusé',
  3: 'Non lu',
  4: 'Lu',
};

/** French texts of the messages table (/messages) and of the conversation page (/messages/{id}). */
export const MESSAGE_LABELS = {
  title: 'Messages',
  intro: 'Les messages échangés entre loueurs et locataires au sujet des annonces : modération, réponses et archivage.',
  conversationTitle: (id: number) => `Conversation n° ${id}`,
  conversationIntro: 'Tous les messages de la conversation, du plus ancien au plus récent.',
  empty: 'Pas de message correspondant à votre recherche',
  emptyConversation: 'Aucun message dans cette conversation.',
  search: 'Rechercher (annonce, ville, nom)',
  columns: { id: 'ID', date: 'Date', ad: 'Annonce', state: 'État' },
  filters: {
    state: 'État',
    allStates: 'Tous les états',
    archived: 'Archivage',
    all: 'Toutes',
    archivedOnly: 'Archivées',
    activeOnly: 'Non archivées',
    ad: (id: number) => `Annonce n° ${id}`,
    user: (id: number) => `Utilisateur n° ${id}`,
  },
  actions: {
    open: 'Voir la conversation',
    validate: 'Valider',
    refuse: 'Refuser',
    markRead: 'Marquer comme lu',
    reply: 'Répondre',
    edit: 'Modifier le texte',
    delete: 'Supprimer',
    archive: 'Archiver la conversation',
    unarchive: 'Désarchiver la conversation',
  },
  /** What each action says once done (the snackbar), instead of the generic "Action réussie". */
  done: {
    validate: 'Message validé : il est transmis à son destinataire',
    refuse: 'Message refusé',
    markRead: 'Message marqué comme lu',
    reply: 'Réponse envoyée : en attente de modération',
    edit: 'Texte du message enregistré',
    delete: 'Message supprimé',
    archive: 'Conversation archivée',
    unarchive: 'Conversation désarchivée',
  },
  confirm: {
    deleteTitle: 'Supprimer le message',
    deleteMessage: 'Le message sera supprimé définitivement. Continuer ?',
    archiveTitle: 'Archiver la conversation',
    archiveMessage: 'La conversation sera archivée. Continuer ?',
    unarchiveTitle: 'Désarchiver la conversation',
    unarchiveMessage: 'La conversation sera de nouveau active. Continuer ?',
    refuseTitle: 'Refuser le message',
    refuseMessage: 'Le message ne sera pas transmis à son destinataire. Continuer ?',
  },
  detail: {
    text: 'Message',
    ad: 'Annonce',
    area: (m2: number) => `${m2} m²`,
    available: 'Disponible',
    unavailable: 'Indisponible',
    email: 'Email',
    mobile: 'Mobile',
    company: 'Société',
    noCompany: 'Sans société',
    sentByAdmin: 'Envoyé par l’administration',
  },
  archived: 'Archivée',
  replyLabel: 'Votre réponse',
  replyAs: (name: string) => `Répondre au nom de ${name}`,
  replyHint: 'Le message sera en attente de modération avant d’être transmis.',
  send: 'Envoyer',
  save: 'Enregistrer',
  cancel: 'Annuler',
  editTitle: 'Modifier le texte du message',
  contentLabel: 'Texte du message',
  back: 'Retour aux messages',
  sender: 'Expéditeur',
  // Server-side refusals (409 and 400), in French.
  transitionRefused: (from: string, to: string) => `Un message « ${from} » ne peut pas passer à l’état « ${to} ».`,
  replyEmpty: 'Le message doit contenir au moins une lettre ou un chiffre.',
  replyPending: 'Validez ou refusez le message avant d’y répondre.',
  replyRefused: 'On ne répond pas à un message refusé.',
  replyArchived: 'La conversation est archivée : désarchivez-la pour répondre.',
  replyNothing: 'Aucun message de l’autre partie auquel répondre dans cette conversation.',
  senderNotParty: 'L’expéditeur doit être le loueur ou le locataire de la conversation.',
  senderSameSide: 'La réponse part de l’autre partie que celle du message d’origine.',
  discussionMismatch: 'La conversation du message ne correspond pas à l’adresse appelée.',
  replyToOutside: 'Ce message n’appartient pas à cette conversation.',
  alreadyArchived: 'La conversation est déjà archivée.',
  notArchived: 'La conversation n’est pas archivée.',
  noBodyExpected: 'Cet appel ne prend pas de corps de requête',
} as const;

/** The notification raised to the moderators of the brand for a message waiting for them. */
export function messageToModerateContent(sender: { firstName: string; lastName: string }, adTitle: string): string {
  return `Nouveau message de ${sender.firstName} ${sender.lastName} à modérer (annonce « ${adTitle} »)`;
}

/** The mail sent to the recipient of a message once a moderator has validated it. */
export function validatedMessageMail(input: {
  recipientFirstName: string;
  senderName: string;
  adTitle: string;
  content: readonly string[];
  team: string;
}): { subject: string; text: string } {
  return {
    subject: `Nouveau message au sujet de l’annonce « ${input.adTitle} »`,
    text: [
      `Bonjour ${input.recipientFirstName},`,
      '',
      `${input.senderName} vous a écrit au sujet de l’annonce « ${input.adTitle} » :`,
      '',
      ...input.content.map((line) => `> ${line}`),
      '',
      `L’équipe ${input.team}`,
    ].join('\n'),
  };
}
