/** French texts of the site sheet ("Espaces", spec shell §2.4). */
export const SPACE_LABELS = {
  title: 'Espaces',
  fields: {
    id: 'ID',
    name: 'Nom',
    address: 'Adresse',
    zipcode: 'Code postal',
    city: 'Ville',
    brand: 'Marque',
  },
} as const;

/** French texts of the meeting rooms ("Liste des salles de réunion", members-bookings-feed §3). */
export const MEETING_ROOM_LABELS = {
  title: 'Liste des salles de réunion',
  fields: {
    name: 'Nom',
    color: 'Couleur',
    capacity: 'Capacité',
    price: 'Prix par heure',
    priceHalfDay: 'Prix demi-journée',
    priceEvening: 'Prix soirée',
    priceDay: 'Prix journée',
    sdrType: 'Type de salle',
    setUps: 'Dispositions',
    quotaHoursPerDay: 'Quota par jour (heures)',
    quotaHoursPerMonth: 'Quota par mois (heures)',
    espace: 'Espace',
  },
  types: { 1: 'Salle réservable par créneau / heure', 2: 'Salle avec disposition' },
  required: 'Ce champ est requis.',
  colorInvalid: 'Couleur invalide (#RRGGBB)',
  priceInvalid: 'Prix invalide',
  capacityInvalid: 'La capacité doit être au moins de 1',
  quotaInvalid: 'Quota invalide',
  quotaOrder: 'Le quota par mois ne peut pas être inférieur au quota par jour',
  typeInvalid: 'Type de salle invalide',
  setUpsOnlyForType2: 'Seule une salle avec disposition prend des dispositions',
  unknownSite: 'Espace inconnu',
  otherBrandSite: 'Une salle de réunion reste dans les espaces de sa marque',
  unknownSetUp: 'Disposition inconnue',
  noChange: 'Aucune modification demandée',
  empty: 'Aucune salle de réunion',
} as const;
