// Apart from labels.ts, which the sign-in screens load first: the notification panel texts are only needed once signed in.

/** The notification panel and pages (spec shell §2.5), beside the contract's NOTIFICATION_LABELS. */
export const NOTIFICATION_PANEL_LABELS = {
  seeAll: 'Voir toutes les notifications',
  unreadCount: (count: number) => (count === 0 ? 'Tout est lu' : count === 1 ? '1 non lue' : `${count} non lues`),
  from: (name: string) => `De ${name}`,
  platform: 'Plateforme',
  loadingMore: 'Chargement des notifications…',
  end: 'Vous avez tout vu.',
  pageIntro: 'Toutes les notifications reçues, les plus récentes en premier.',
  settingsSaved: 'Préférences enregistrées',
  unread: 'Non lue',
  open: 'Ouvrir',
  confirm: 'Confirmer',
  justNow: "À l'instant",
} as const;
