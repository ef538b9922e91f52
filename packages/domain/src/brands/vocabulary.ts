import type { BrandVocabulary } from './rules.ts';

/** Brand 9 calls the landlord Prestataire and the tenant Client (specs, §1 of each). */
const BRAND_NINE = 9;

export interface PartyWords {
  landlord: string;
  tenant: string;
  landlordPlural: string;
  tenantPlural: string;
  tenantRent: string;
}

/** A brand's vocabulary: the one its sheet chose, otherwise the specs' rule (Prestataire / Client for brand 9). */
export function vocabularyOf(brandId: number | null, configuration?: { vocabulary?: BrandVocabulary } | null): BrandVocabulary {
  return configuration?.vocabulary ?? (brandId === BRAND_NINE ? 'prestataire' : 'loueur');
}

export function wordsOf(vocabulary: BrandVocabulary): PartyWords {
  if (vocabulary === 'prestataire') {
    return { landlord: 'Prestataire', tenant: 'Client', landlordPlural: 'Prestataires', tenantPlural: 'Clients', tenantRent: 'Prix HT' };
  }
  return { landlord: 'Loueur', tenant: 'Locataire', landlordPlural: 'Loueurs', tenantPlural: 'Locataires', tenantRent: 'Loyer' };
}

/** The words of a brand known by its id only (the server's documents): the specs' rule. */
export function partyWords(brandId: number | null): PartyWords {
  return wordsOf(vocabularyOf(brandId));
}
