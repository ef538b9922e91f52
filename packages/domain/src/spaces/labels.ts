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
