import type { LabelColour } from './rules.ts';

/** French texts of the labels screen (/etiquettes) and of the labels of ads and static pages. */
export const LABEL_LABELS = {
  title: 'Etiquettes',
  intro: 'Les étiquettes regroupent les annonces et les pages statiques de la marque, pour les retrouver et les filtrer.',
  empty: 'Aucune étiquette pour le moment.',
  colours: {
    grey: 'Gris',
    blue: 'Bleu',
    green: 'Vert',
    yellow: 'Jaune',
    orange: 'Orange',
    red: 'Rouge',
    purple: 'Violet',
  } satisfies Record<LabelColour, string>,
  fields: {
    id: 'Id',
    name: 'Nom',
    colour: 'Couleur',
    brand: 'Marque',
    ads: 'Annonces',
    pages: 'Pages',
    createdAt: 'Créée le',
    search: 'Rechercher une étiquette',
    mergeChoice: 'Étiquettes à fusionner',
    keep: 'Étiquette conservée',
  },
  filters: { allBrands: 'Toutes les marques', mainPlatform: 'Plateforme principale' },
  actions: {
    create: 'Nouvelle étiquette',
    merge: 'Fusionner',
    rename: 'Renommer',
    delete: 'Supprimer',
    save: 'Enregistrer',
    cancel: 'Annuler',
  },
  form: {
    createTitle: 'Nouvelle étiquette',
    editTitle: 'Modifier l’étiquette',
    mergeTitle: 'Fusionner des étiquettes',
    mergeIntro:
      'Les annonces et les pages des étiquettes choisies passent à l’étiquette conservée ; les autres étiquettes sont supprimées.',
  },
  confirmDelete: (name: string, ads: number, pages: number) =>
    `Supprimer l’étiquette « ${name} » ? ${ads} annonce(s) et ${pages} page(s) la perdront.`,
  done: {
    created: 'Étiquette créée',
    saved: 'Étiquette enregistrée',
    deleted: 'Étiquette supprimée',
    merged: (count: number) => `${count} étiquette(s) fusionnée(s)`,
  },
  refusals: {
    notFound: "L'étiquette n'existe pas.",
    required: 'Champ obligatoire',
    nameTooLong: 'Le nom ne peut dépasser 50 caractères',
    colour: 'Choisissez une couleur de la palette',
    nameTaken: 'Une étiquette porte déjà ce nom dans cette marque.',
    brand: 'Marque introuvable',
    unknownLabels: 'Étiquette introuvable dans votre périmètre',
    otherBrandLabels: 'Ces étiquettes ne sont pas de la même marque que la fiche',
    mergeChoice: 'Choisissez au moins deux étiquettes, dont celle qui est conservée',
    mergeBrands: 'Les étiquettes fusionnées doivent être de la même marque',
    tooMany: 'Trop d’étiquettes',
    adNotFound: "L'annonce n'existe pas.",
    pageNotFound: "La page statique n'existe pas.",
  },
} as const;
