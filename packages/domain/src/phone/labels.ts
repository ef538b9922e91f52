/** French texts of the phone input (members-bookings-feed §2.23, §5). */
export const PHONE_LABELS = {
  mobileRequired: 'Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).',
  country: 'Pays',
  number: 'Numéro de mobile',
  example: 'Exemple : 06 12 34 56 78',
} as const;
