import type { Random } from './prng.ts';

/** Small pools of realistic French data for the demo seed. */
export const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Emma',
  'Jade',
  'Louise',
  'Alice',
  'Juliette',
  'Clara',
  'Lucas',
  'Hugo',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Thomas',
  'Nathan',
  'Théo',
  'Raphaël',
  'Paul',
  'Antoine',
  'Mathilde',
  'Élodie',
  'Margaux',
  'Pauline',
  'Sophie',
  'Nicolas',
  'Julien',
  'Maxime',
  'Benoît',
  'Céline',
  'Aurélie',
  'Karim',
  'Yasmine',
  'Mehdi',
  'Sofiane',
  'Amandine',
  'Guillaume',
  'Baptiste',
  'Romain',
  'Valentin',
  'Océane',
  'Anaïs',
  'Noémie',
  'Étienne',
] as const;

export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefebvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
] as const;

export const CITIES = [
  { city: 'Paris', zipcodes: ['75002', '75008', '75009', '75010', '75011', '75015', '75017'] },
  { city: 'Lyon', zipcodes: ['69001', '69002', '69003', '69006', '69007'] },
  { city: 'Marseille', zipcodes: ['13001', '13002', '13006', '13008'] },
  { city: 'Bordeaux', zipcodes: ['33000', '33300', '33800'] },
  { city: 'Lille', zipcodes: ['59000', '59800'] },
  { city: 'Nantes', zipcodes: ['44000', '44100', '44200'] },
  { city: 'Toulouse', zipcodes: ['31000', '31200', '31400'] },
  { city: 'Montpellier', zipcodes: ['34000', '34070'] },
  { city: 'Rennes', zipcodes: ['35000', '35200'] },
  { city: 'Strasbourg', zipcodes: ['67000', '67100'] },
  { city: 'Nice', zipcodes: ['06000', '06300'] },
  { city: 'Boulogne-Billancourt', zipcodes: ['92100'] },
] as const;

/**
 * The first three digits of the demo's mobile numbers: French mobiles that the phone field
 * accepts (069 belongs to Réunion and Mayotte, 070–072 are not given out), seven digits follow.
 */
export const MOBILE_PREFIXES = [
  '060',
  '061',
  '062',
  '064',
  '065',
  '066',
  '067',
  '068',
  '073',
  '074',
  '075',
  '076',
  '077',
  '078',
  '079',
] as const;

export function frenchMobile(random: Random): string {
  return `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

export const STREETS = [
  // Street names found in every French city, so that any of them fits any city of CITIES.
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard Gambetta',
  'rue Pasteur',
  'place de la Gare',
  'rue du Général de Gaulle',
  'avenue de la Libération',
  'rue Jean Moulin',
  'rue Émile Zola',
  'avenue Foch',
  'rue Nationale',
  'boulevard Carnot',
  'rue de la Liberté',
  'rue des Écoles',
  'avenue du Maréchal Leclerc',
  'rue Voltaire',
  'rue de la Paix',
] as const;

export const COMPANY_WORDS = [
  'Atelier',
  'Studio',
  'Conseil',
  'Digital',
  'Solutions',
  'Partenaires',
  'Lab',
  'Groupe',
  'Ingénierie',
  'Design',
  'Finance',
  'Avocats',
  'Architectes',
  'Médias',
  'Data',
  'Logistique',
  'Immobilier',
  'Santé',
  'Énergie',
  'Formation',
] as const;

export const COMPANY_PREFIXES = [
  'Lumière',
  'Horizon',
  'Azur',
  'Boréal',
  'Cèdre',
  'Mistral',
  'Océan',
  'Granit',
  'Lavande',
  'Sirius',
  'Tilleul',
  'Alpha',
  'Orion',
  'Vertige',
  'Étoile',
  'Rivage',
  'Sésame',
  'Citadelle',
  'Kiosque',
  'Quartz',
] as const;

export const SITE_NAMES = ['Le Hub', 'La Fabrique', 'Le Phare', 'Les Docks', 'La Verrière', 'Le Campus', 'La Canopée', 'Le Loft'] as const;

/** Colours that white chip text reads on (4.5:1 and more). */
export const COMPANY_CATEGORIES = [
  { name: 'Start-up', color: '#1565C0' },
  { name: 'PME', color: '#2E7D32' },
  { name: 'Grand compte', color: '#6A1B9A' },
  { name: 'Indépendant', color: '#BF360C' },
  { name: 'Association', color: '#00695C' },
] as const;

export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
