import type { LegalPageKind } from './rules.ts';

/** French texts of the legal pages (spec shell /cgu, /mentions-legales, /donnees-personnelles). */
export const LEGAL_LABELS = {
  titles: {
    cgu: "Conditions générales d'utilisation",
    'mentions-legales': 'Mentions légales',
    'donnees-personnelles': 'Données personnelles',
  } as Record<LegalPageKind, string>,
  editIntro: 'Le texte que lisent les visiteurs, connectés ou non, sur l’adresse de la marque, et que le formulaire d’inscription propose.',
  empty: 'Cette page n’a pas encore été rédigée.',
  brand: 'Marque',
  mainPlatform: 'Plateforme principale',
  content: 'Texte de la page',
  save: 'Enregistrer',
  saved: 'Page enregistrée',
  versions: 'Versions',
  versionsTitle: 'Versions enregistrées',
  noVersion: 'Aucune version enregistrée',
  view: 'Lire',
  viewed: (when: string) => `Version du ${when}`,
  newer: 'Versions plus récentes',
  older: 'Versions plus anciennes',
  takeUp: 'Reprendre ce texte',
  takenUp: 'Texte repris dans l’éditeur : enregistrez pour le publier',
  by: (email: string | null, when: string) => (email ? `${when} · ${email}` : when),
  close: 'Fermer',
  readOnly: 'Les administrateurs de la marque rédigent cette page.',
  updatedAt: (when: string) => `Mise à jour le ${when}`,
  backToSignIn: 'Retour à la connexion',
  otherPages: 'Pages légales',
  /** The registration form's line before its links to the pages, which open in a new tab so that the form keeps what was typed. */
  readBeforeRegistering: 'À lire avant de vous inscrire :',
  newTab: '(nouvel onglet)',
  refusals: {
    tooLong: 'Le texte compte 100 000 caractères au plus',
    required: 'Champ obligatoire',
  },
} as const;
