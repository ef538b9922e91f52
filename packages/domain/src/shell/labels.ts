/** French texts of the shell: top bar, layouts, error page (spec shell §2.3, §2.6). */
export const SHELL_LABELS = {
  productName: 'Hubgrade',
  productTagline: 'Le back-office de vos espaces de travail',
  productPitch: 'Sociétés, membres, espaces, réservations, contrats et facturation : toute votre activité réunie au même endroit.',
  copyright: (name: string, year: number) => `© ${year} ${name}`,
  dashboard: 'Tableau de bord',
  backToDashboard: 'Revenir au tableau de bord',
  errorTitle: (code: number) => `Erreur ${code}`,
  errorSubtitle: 'Page introuvable',
  errorForbidden: "Désolé, nous avons bien vérifié, mais vous n'avez pas accès à cette page.",
  errorInternal: 'Désolé, une erreur interne est survenue.',
  errorNotFound: "Il semble y avoir une erreur : la page a été déplacée ou n'existe plus.",
  signOut: 'Déconnexion',
  darkMode: 'Mode sombre',
  lightMode: 'Mode clair',
  loading: 'Chargement…',
  close: 'Fermer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  mainContent: 'Contenu principal',
  cancel: 'Annuler',
  welcome: (firstName: string) => `Bonjour ${firstName}`,
  welcomeText: 'Bienvenue dans votre back-office. Les modules de gestion seront accessibles depuis le menu.',
  profile: 'Votre profil',
  roles: 'Rôles',
  company: 'Société',
  brand: 'Marque',
  mainPlatform: 'Plateforme principale',
  email: 'Adresse email',
  devTools: 'Outils de développement',
  mailboxHint: 'Consultez les mails envoyés par la plateforme (confirmations, réinitialisations).',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  collapseMenu: 'Réduire le menu',
  expandMenu: 'Déplier le menu',
  mainMenu: 'Menu principal',
  notifications: 'Notifications',
  unreadNotifications: (count: string) => `Notifications, ${count} non lue(s)`,
  opensInNewTab: 'S’ouvre dans un nouvel onglet',
  pendingBadge: 'En préparation',
  pendingTitle: 'Page en préparation',
  pendingText: 'Cet écran n’est pas encore disponible dans le back-office. Il sera ajouté dans une prochaine version.',
  pendingHint: 'En attendant, retrouvez les autres écrans depuis le menu.',
} as const;

/**
 * Spec shell §2.6: 401 or 403, 500, and anything else. Only 500 itself is an internal error: the
 * spec gives a 502 or a 503 the same message as a page that moved.
 */
export function errorMessage(status: number): string {
  if (status === 401 || status === 403) return SHELL_LABELS.errorForbidden;
  if (status === 500) return SHELL_LABELS.errorInternal;
  return SHELL_LABELS.errorNotFound;
}
