import type { NotificationKind } from './rules.ts';

/** Spec shell §2.5, §9. */
export const NOTIFICATION_LABELS = {
  title: 'Notifications',
  empty: 'Pas de notification',
  readAll: 'Lire tout',
  deleteAll: 'Supprimer tout',
  confirmDeleteAll: 'Êtes-vous sûr ?',
  settings: 'Paramètres des notifications',
  markRead: 'Marquer comme lue',
  markUnread: 'Marquer comme non lue',
  delete: 'Supprimer',
  settingsIntro: 'Choisissez les notifications que vous souhaitez recevoir.',
  invalidLink: 'Lien invalide : un chemin du back-office commençant par /',
  sendTarget: 'Indiquez soit des destinataires, soit une marque',
  duplicateKind: 'Ce type de notification apparaît plusieurs fois',
  noBodyExpected: 'Cet appel ne prend pas de corps de requête',
  upgradeRequired: 'Connexion WebSocket attendue',
  socketUnauthorized: 'Session expirée',
} as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message_to_moderate: 'Nouveau message à modérer',
  contract_signed: 'Contrat signé',
  booking_for_you: 'Réservation effectuée pour vous',
  ticket_answered: 'Réponse à un ticket',
  account_pending: 'Nouveau compte à valider',
  order_to_validate: 'Commande à valider',
  order_decided: 'Commande validée ou refusée',
  system: 'Informations de la plateforme',
};

/** Spec shell §2.5: the bell badge shows 99+ above 99. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

/** The `account_pending` notification sent to the administrators when someone registers. */
export function accountPendingContent(account: { firstName: string; lastName: string; email: string }): string {
  return `Nouvelle inscription : ${account.firstName} ${account.lastName} (${account.email}), en attente de confirmation.`;
}
