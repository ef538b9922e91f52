import type { UploadMode } from './rules.ts';

/** French texts of the upload widget and of the upload API (members-bookings-feed §2.16, §5, §8). */
export const UPLOAD_LABELS = {
  tooLarge: {
    pdf: 'La taille maximum est de 10mo.',
    ticket: 'La taille maximum est de 10mo.',
    image: 'La taille maximum est de 2mo.',
  } satisfies Record<UploadMode, string>,
  wrongType: {
    pdf: 'Seuls les fichiers PDF sont acceptés.',
    ticket: 'Seuls les fichiers JPG, PNG ou PDF sont acceptés.',
    image: 'Seules les images JPG, PNG ou WEBP sont acceptées.',
  } satisfies Record<UploadMode, string>,
  singleFile: "Vous ne pouvez mettre qu'une seule photo",
  uploadFailed: "Un problème est survenu lors de l'upload de votre fichier",
  deleteFailed: 'Un problème est survenu lors de la suppression de votre fichier',
  missingFile: 'Aucun fichier reçu : le fichier doit être envoyé dans le champ « file ».',
  emptyFile: 'Le fichier est vide.',
  oneFilePerRequest: 'Un seul fichier par envoi.',
  notMultipart: 'Le fichier doit être envoyé en multipart/form-data.',
  bodyNotAllowed: 'Cette requête ne prend pas de corps.',
  /** Texts of the drop area, by mode. */
  dropzone: {
    pdf: 'Glissez-déposez votre fichier PDF ici ou cliquez pour le choisir',
    ticket: 'Glissez-déposez vos fichiers ici ou cliquez pour les choisir',
    image: 'Glissez-déposez votre image ici ou cliquez pour la choisir',
  } satisfies Record<UploadMode, string>,
  dropzoneMultiple: {
    pdf: 'Glissez-déposez vos fichiers PDF ici ou cliquez pour les choisir',
    ticket: 'Glissez-déposez vos fichiers ici ou cliquez pour les choisir',
    image: 'Glissez-déposez vos images ici ou cliquez pour les choisir',
  } satisfies Record<UploadMode, string>,
  hint: {
    pdf: 'PDF uniquement, 10 Mo maximum',
    ticket: 'JPG, PNG ou PDF, 10 Mo maximum',
    image: 'JPG, PNG ou WEBP, 2 Mo maximum',
  } satisfies Record<UploadMode, string>,
  dropNow: 'Déposez le fichier ici',
  uploading: 'Envoi en cours…',
  remove: 'Supprimer le fichier',
  open: 'Ouvrir le fichier',
  replacePdf: 'Remplacer le PDF',
  previewAlt: (name: string) => `Aperçu de ${name}`,
  files: 'Fichiers envoyés',
} as const;
