/** French texts of the company sheet (tables-and-sheets §2.9, members-bookings-feed §2.1). */
export const COMPANY_LABELS = {
  noChange: 'Aucune modification demandée',
  zipcodeInvalid: 'Code postal invalide',
  fields: {
    id: 'ID',
    companyName: 'Nom',
    companyAddress: 'Adresse',
    companyZipcode: 'Code postal',
    companyCity: 'Ville',
    espaceName: 'Espace',
    usersNumber: "Nombre d'utilisateurs",
    companyCategory: 'Catégorie',
    slackChannelName: 'Canal Slack',
  },
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette société ?',
  noUser: "Pas d'utilisateur correspondant à votre recherche",
} as const;
