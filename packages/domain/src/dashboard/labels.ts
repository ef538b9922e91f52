import type { DashboardWidgetId } from './schemas.ts';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

const HOUR = 3_600_000;

/** How long something has waited, from `since` to `now` (ISO 8601): « depuis 3 jours ». */
export function waitingSince(since: string, now: string): string {
  const hours = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / HOUR));
  if (hours < 1) return 'depuis moins d’une heure';
  if (hours < 24) return `depuis ${plural(hours, 'heure', 'heures')}`;
  const days = Math.floor(hours / 24);
  if (days < 60) return `depuis ${plural(days, 'jour', 'jours')}`;
  return `depuis ${plural(Math.floor(days / 30), 'mois', 'mois')}`;
}

/** French texts of the dashboard (/). */
export const DASHBOARD_LABELS = {
  title: 'Tableau de bord',
  greeting: (firstName: string) => `Bonjour ${firstName}`,
  scope: {
    platform: 'Toute la plateforme, toutes marques confondues',
    brand: (brandName: string) => `Marque ${brandName}`,
    company: (companyName: string) => `Votre société : ${companyName}`,
    self: 'Votre compte',
  },
  updatedAt: (time: string) => `Chiffres de ${time}`,
  refresh: 'Actualiser',
  loadError: 'Le tableau de bord n’a pas pu être chargé.',
  retry: 'Réessayer',
  empty: 'Aucun indicateur n’est disponible pour votre compte.',
  openList: 'Voir la liste',
  thisWeek: 'Cette semaine',
  thisMonth: 'Ce mois-ci',
  previousWeek: (n: number) => `${n.toLocaleString('fr-FR')} la semaine précédente`,
  previousMonth: (n: number) => `${n.toLocaleString('fr-FR')} le mois précédent`,
  /** Screen-reader text of the comparison arrow. */
  trend: { up: 'En hausse', down: 'En baisse', flat: 'Stable' },
  period: (from: string, to: string) => `Du ${from} au ${to}`,
  widgets: {
    'members.new': { title: 'Nouveaux membres', hint: 'Comptes créés' },
    'members.pending': { title: 'Comptes en attente de validation', hint: 'Jamais connectés, pas encore activés' },
    'members.inactive': { title: 'Comptes inactifs', hint: 'Activés mais jamais connectés' },
    'members.byCategory': {
      title: 'Membres par type de société',
      hint: 'Membres rattachés à une société',
      uncategorized: 'Sans catégorie',
      axis: 'Membres',
      empty: 'Aucun membre n’est rattaché à une société.',
    },
    'companies.count': { title: 'Sociétés', hint: 'Sociétés enregistrées' },
    'spaces.count': { title: 'Espaces', hint: 'Sites gérés' },
    'bookings.today': {
      title: 'Réservations du jour',
      hint: 'Salles de réunion, postes de travail et terrasse aujourd’hui (heure de Paris)',
      kinds: { meetingRooms: 'Salles de réunion', workstations: 'Postes de travail', terrace: 'Terrasse' },
      bookings: (n: number) => plural(n, 'réservation', 'réservations'),
      used: {
        meetingRooms: (used: number, capacity: number) =>
          `${plural(used, 'salle réservée', 'salles réservées')} sur ${capacity.toLocaleString('fr-FR')}`,
        workstations: (used: number, capacity: number) =>
          `${plural(used, 'place prise', 'places prises')} sur ${capacity.toLocaleString('fr-FR')}`,
        terrace: (used: number, capacity: number) =>
          `${plural(used, 'personne attendue', 'personnes attendues')} · ${plural(capacity, 'place', 'places')}`,
      },
      empty: 'Aucun espace à réserver.',
    },
    'tickets.open': {
      title: 'Tickets',
      hint: 'Tickets à traiter : problème signalé, ouvert ou en cours',
      total: (n: number) => plural(n, 'ticket à traiter', 'tickets à traiter'),
      oldest: 'Le plus ancien',
      empty: 'Aucun ticket à traiter.',
    },
    'signIns.daily': {
      title: 'Connexions des 30 derniers jours',
      hint: 'Connexions réussies par jour (heure de Paris)',
      series: 'Connexions',
      total: (n: number) => plural(n, 'connexion', 'connexions'),
      users: (n: number) => plural(n, 'personne', 'personnes'),
      empty: 'Aucune connexion sur les 30 derniers jours.',
    },
    'notifications.unread': { title: 'Notifications non lues', hint: 'Vos notifications' },
    'company.members': { title: 'Membres de votre société', hint: 'Comptes de vos collaborateurs' },
    'ads.online': { title: 'Annonces en ligne', hint: 'Visibles sur le site public' },
    'ads.offline': { title: 'Annonces hors ligne', hint: 'Pas encore ou plus publiées' },
    'ads.boostsEnding': { title: 'Boosts finissant cette semaine', hint: "Annonces dont le boost s'arrête d'ici dimanche" },
    'messages.toModerate': { title: 'Messages à modérer', hint: 'Messages en attente de modération' },
    'contracts.occupancy': {
      title: 'Bureaux occupés aujourd’hui',
      hint: 'Annonces louées ce jour par un contrat plateforme (Accepté à Préavis)',
      rate: (total: number, percent: string) => `sur ${total.toLocaleString('fr-FR')} annonces, soit ${percent}`,
    },
    'contracts.endingSoon': {
      title: 'Contrats finissant sous 30 jours',
      hint: 'Contrats plateforme en cours ou en préavis dont la date de fin approche',
    },
    'contracts.coworkingEndingSoon': {
      title: 'Contrats coworking finissant sous 30 jours',
      hint: 'Contrats coworking en cours ou en préavis dont la date de fin approche',
    },
    'contracts.byState': {
      title: 'Contrats par état',
      hint: 'Contrats en vigueur ou en préparation',
      platform: 'Plateforme',
      coworking: 'Coworking',
      empty: 'Aucun contrat.',
    },
    'invoices.unpaid': { title: 'Factures impayées', hint: 'En attente ou envoyées, montant TTC', amount: 'TTC' },
    'invoices.late': { title: 'Factures en retard', hint: 'Impayées après leur échéance, montant TTC', amount: 'TTC' },
    'orders.awaitingValidation': { title: 'Commandes en attente de validation', hint: 'Achats d’employés que leur société doit valider' },
    'subscriptions.startingThisMonth': { title: 'Abonnements débutant ce mois-ci', hint: 'Date de début dans le mois en cours' },
    'subscriptions.endingThisMonth': { title: 'Abonnements finissant ce mois-ci', hint: 'Date de fin dans le mois en cours' },
  } satisfies Record<DashboardWidgetId, { title: string; hint: string } & Record<string, unknown>>,
} as const;
