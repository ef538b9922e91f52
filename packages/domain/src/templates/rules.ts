import { BRAND_ADMIN_ROLES, type Role } from '../auth/roles.ts';
import { partyWords } from '../brands/vocabulary.ts';

/**
 * Legal templates (members-bookings-feed §2.7, §7) are for administrators, not office
 * administrators: shell §6 hides the entries from them, and the server refuses them too.
 */
export const TEMPLATE_ROLES: readonly Role[] = BRAND_ADMIN_ROLES;

/**
 * Two families of legal templates (members-bookings-feed §2.7): SEPA mandates and signature
 * (contract) templates. The spec's paths and wrapper names differ per family; the records do not.
 */
export const TEMPLATE_FAMILIES = ['mandate', 'signature'] as const;
export type TemplateFamily = (typeof TEMPLATE_FAMILIES)[number];

/** Page of an article: three digits (members-bookings-feed §2.7). */
export const PAGE_PATTERN = /^\d{3}$/;
export const PAGE_LENGTH = 3;

/** What the page field keeps of typed text: digits only, at most three (the "3-digit mask"). */
export function maskPage(text: string): string {
  return text.replace(/\D/g, '').slice(0, PAGE_LENGTH);
}

export function isCompletePage(text: string): boolean {
  return PAGE_PATTERN.test(text);
}

/** Spec §5: a model can be validated once its reference is not empty. */
export function canValidateModel(reference: string): boolean {
  return reference.trim() !== '';
}

/** Spec §5: reference, content and page all non-empty (and the page complete). */
export function canValidateArticle(article: { reference: string; content: string; page: string }): boolean {
  return article.reference.trim() !== '' && article.content.trim() !== '' && isCompletePage(article.page);
}

/** Articles of a document in reading order: by page, then by their place in the model. */
export function orderArticles<A extends { page: string }>(articles: readonly A[]): A[] {
  return articles
    .map((article, index) => ({ article, index }))
    .sort((a, b) => a.article.page.localeCompare(b.article.page) || a.index - b.index)
    .map((entry) => entry.article);
}

/**
 * The merge fields an article may hold, written `{{name}}`. Brand 9 words its parties
 * Prestataire / Client (spec §1): both spellings are accepted everywhere, and `{{mot.loueur}}` /
 * `{{mot.locataire}}` give the brand's own word, so one text serves every brand.
 */
export const PLACEHOLDERS = {
  'contrat.numero': 'Numéro du contrat',
  'contrat.type': 'Type de contrat',
  'contrat.debut': 'Date de début (JJ/MM/AAAA)',
  'contrat.fin': 'Date de fin, ou « sans date de fin »',
  'contrat.duree': "Durée d'engagement en mois",
  'contrat.postes': 'Nombre de postes',
  'contrat.reconduction': 'Reconduction tacite (oui / non)',
  'loueur.nom': 'Nom du loueur (prestataire)',
  'loueur.societe': 'Société du loueur (prestataire)',
  'loueur.email': 'Email du loueur (prestataire)',
  'locataire.nom': 'Nom du locataire (client)',
  'locataire.societe': 'Société du locataire (client)',
  'locataire.email': 'Email du locataire (client)',
  'locataire.telephone': 'Mobile du locataire (client)',
  'espace.nom': "Nom de l'espace loué",
  'espace.adresse': "Adresse de l'espace loué",
  'montant.ht': 'Loyer mensuel HT',
  'montant.remise': 'Remise HT',
  'montant.tva': 'TVA',
  'montant.ttc': 'Total TTC',
  'tva.taux': 'Taux de TVA',
  'marque.nom': 'Nom de la marque (ou de la plateforme)',
  'mot.loueur': 'Le mot « Loueur » (« Prestataire » pour la marque 9)',
  'mot.locataire': 'Le mot « Locataire » (« Client » pour la marque 9)',
  'date.jour': 'Date du jour',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<PlaceholderName, string>;

/** Brand 9's spellings of the party fields. */
const ALIASES: Record<string, PlaceholderName> = {
  'prestataire.nom': 'loueur.nom',
  'prestataire.societe': 'loueur.societe',
  'prestataire.email': 'loueur.email',
  'client.nom': 'locataire.nom',
  'client.societe': 'locataire.societe',
  'client.email': 'locataire.email',
  'client.telephone': 'locataire.telephone',
};

const FIELD = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g;

function canonical(name: string): PlaceholderName | null {
  if (name in PLACEHOLDERS) return name as PlaceholderName;
  return ALIASES[name] ?? null;
}

/** Replaces every known field; an unknown one stays as written, so that a typo shows in the document. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(FIELD, (whole, name: string) => {
    const key = canonical(name);
    return key ? values[key] : whole;
  });
}

/** The fields of a text that are neither a placeholder nor an alias (for the article editor). */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(FIELD)) {
    const name = match[1] as string;
    if (!canonical(name)) unknown.add(name);
  }
  return [...unknown];
}

/**
 * The words of a brand's contract: Loueur / Locataire, or Prestataire / Client for brand 9, in
 * the places the document writes them itself (headings of the parties, signature blocks).
 */
export function documentWords(brandId: number | null): { landlord: string; tenant: string } {
  const words = partyWords(brandId);
  return { landlord: words.landlord, tenant: words.tenant };
}

/**
 * Replaces the generic party words in a text by the brand's own (brand 9): articles written
 * once for every brand read right in each. Whole words only, keeping a capital initial.
 */
export function brandWording(text: string, brandId: number | null): string {
  const words = documentWords(brandId);
  if (words.landlord === 'Loueur') return text;
  const swap = (by: string) => (_match: string, initial: string, plural: string) =>
    `${initial === initial.toUpperCase() ? by : by.toLowerCase()}${plural}`;
  return text.replace(/\b([Ll])oueur(s?)\b/g, swap(words.landlord)).replace(/\b([Ll])ocataire(s?)\b/g, swap(words.tenant));
}
