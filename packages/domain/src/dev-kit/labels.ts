/** French texts of the input kit page (/dev/composants), a super-admin tool to try the shared inputs. */
export const DEV_KIT_LABELS = {
  title: 'Composants de saisie',
  intro: 'Les champs partagés de l’application, branchés sur la vraie API : les fichiers envoyés ici sont enregistrés.',
  uploads: 'Envoi de fichiers',
  imageSingle: 'Image (une seule)',
  ticketMultiple: 'Pièces jointes de ticket (plusieurs)',
  pdfSingle: 'Document PDF (un seul, remplaçable)',
  phone: 'Téléphone mobile',
  phoneValue: 'Valeur transmise',
  richText: 'Texte enrichi',
  richTextHtml: 'HTML produit',
} as const;
