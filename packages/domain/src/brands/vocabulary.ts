/** Brand 9 calls the landlord Prestataire and the tenant Client (specs, §1 of each). */
const BRAND_NINE = 9;

export interface PartyWords {
  landlord: string;
  tenant: string;
  landlordPlural: string;
  tenantPlural: string;
  tenantRent: string;
}

export function partyWords(brandId: number | null): PartyWords {
  if (brandId === BRAND_NINE) {
    return { landlord: 'Prestataire', tenant: 'Client', landlordPlural: 'Prestataires', tenantPlural: 'Clients', tenantRent: 'Prix HT' };
  }
  return { landlord: 'Loueur', tenant: 'Locataire', landlordPlural: 'Loueurs', tenantPlural: 'Locataires', tenantRent: 'Loyer' };
}
