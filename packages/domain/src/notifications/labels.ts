import type { NotificationKind } from './schemas.ts';

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
} as const;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message_to_moderate: 'Nouveau message à modérer',
  contract_signed: 'Contrat signé',
  booking_for_you: 'Réservation effectuée pour vous',
  ticket_answered: 'Réponse à un ticket',
  account_pending: 'Nouveau compte à valider',
  system: 'Informations de la plateforme',
};

/** Spec shell §2.5: the bell badge shows 99+ above 99. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
