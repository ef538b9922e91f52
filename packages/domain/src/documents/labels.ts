import type { DocumentAudience } from './rules.ts';

/** French texts of the documents library (/documents, /documents/{id}). */
export const DOCUMENT_LABELS = {
  title: 'Documents',
  intro: 'Les fichiers partagés avec les membres : toute la marque, un site, une société ou un membre.',
  memberIntro: 'Les documents partagés avec vous.',
  empty: 'Aucun document pour le moment.',
  audiences: {
    all: 'Tous les membres',
    site: 'Membres d’un site',
    company: 'Membres d’une société',
    member: 'Un membre',
  } satisfies Record<DocumentAudience, string>,
  fields: {
    id: 'Id',
    title: 'Titre',
    audience: 'Partagé avec',
    site: 'Site',
    company: 'Société',
    member: 'Membre',
    file: 'Fichier',
    version: 'Version',
    updatedAt: 'Mis à jour le',
    createdAt: 'Ajouté le',
    author: 'Par',
    search: 'Rechercher un document',
  },
  filters: { allAudiences: 'Tous les partages' },
  sheet: {
    details: 'Document',
    versions: 'Versions',
    newVersion: 'Nouvelle version',
    newVersionIntro: 'Le fichier envoyé devient la version en cours ; les précédentes restent téléchargeables.',
    current: 'En cours',
  },
  actions: {
    create: 'Ajouter un document',
    save: 'Enregistrer',
    cancel: 'Annuler',
    download: 'Télécharger',
    addVersion: 'Envoyer la nouvelle version',
    delete: 'Supprimer',
    back: 'Retour aux documents',
  },
  form: {
    createTitle: 'Nouveau document',
    editTitle: 'Modifier le document',
  },
  confirmDelete: (title: string) =>
    `Supprimer le document « ${title} » et toutes ses versions ? Les membres ne pourront plus le télécharger.`,
  done: {
    created: 'Document ajouté',
    saved: 'Document enregistré',
    versionAdded: 'Nouvelle version enregistrée',
    deleted: 'Document supprimé',
  },
  refusals: {
    notFound: "Le document n'existe pas.",
    required: 'Champ obligatoire',
    titleTooLong: 'Le titre ne peut dépasser 150 caractères',
    fileRequired: 'Envoyez un fichier PDF ou une image',
    fileNotFound: 'Fichier introuvable : envoyez-le à nouveau',
    badFileType: 'Seuls les fichiers JPG, PNG ou PDF sont acceptés.',
    unknownTarget: 'Introuvable dans votre périmètre',
    targetNotExpected: 'Rien à choisir pour tous les membres',
    moduleOff: "Le module Documents n'est pas activé pour votre marque",
  },
} as const;
