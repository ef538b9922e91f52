/**
 * French texts of the meeting-room planning screen and its dialogs (members-bookings-feed §2.10–
 * §2.13, §8) that are the screen's own; the booking's field names and refusals are in labels.ts.
 */
export const PLANNING_LABELS = {
  intro: 'Les réservations des salles de réunion, par jour, semaine ou mois.',
  book: 'Réserver une salle',
  calendar: {
    today: 'Aujourd’hui',
    previous: 'Précédent',
    next: 'Suivant',
    month: 'Mois',
    week: 'Semaine',
    day: 'Jour',
    agenda: 'Liste',
    date: 'Date',
    time: 'Heure',
    event: 'Réservation',
    allDay: 'Journée',
    noEventsInRange: 'Aucune réservation sur cette période.',
    showMore: (count: number) => `+ ${count} de plus`,
  },
  /** A private event of someone else: the slot is taken, its subject is not shown. */
  busy: 'Occupé',
  allSites: 'Tous les espaces',
  site: 'Espace',
  noRooms: 'Aucune salle de réunion sur cet espace.',
  dialog: {
    newTitle: 'Réserver une salle de réunion',
    editTitle: 'Modifier la réservation',
    hour: 'Heure',
    minute: 'Minute',
    guestsHint: 'Adresses séparées par « ; » ou un espace, puis Entrée',
    capacity: (n: number) => `${n} pers.`,
    perHour: (price: string) => `${price} / h`,
    validate: 'Valider',
    cancelBooking: 'Annuler la réservation',
    cancelQuestion: 'Annuler cette réservation ? Le créneau sera libéré.',
    cancelSeriesQuestion: 'Annuler cette réservation ? Le ou les créneaux seront libérés.',
    cancel: 'Annuler',
    keep: 'Garder',
    close: 'Fermer',
    bookedBy: (who: string) => `Réservée par ${who}`,
    scope: 'Portée de la modification',
    editRecurrence: 'Modifier la récurrence',
  },
} as const;
