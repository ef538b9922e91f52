import type { BrandConfiguration } from '@hubgrade/domain/brands/schemas';

/** The demo brands; their ids are fixed because the product treats 5, 8, 9 and 10 specially. */
export const DEMO_BRANDS: { id: number; name: string; host: string; configuration: BrandConfiguration }[] = [
  {
    id: 5,
    name: 'Cocoon Bureaux',
    host: 'brand5.localhost',
    configuration: {
      modules: [
        'companies',
        'members',
        'espaces',
        'newsFeed',
        'reservationPosteDeTravail',
        'sdr',
        'terrasse',
        'keys',
        'edl',
        'ticketing',
        'bookings',
        'billing',
        'services',
        'documents',
        'emailing',
        'welcomr',
        'pagesStatiques',
        'pagesCanoniques',
      ],
      flags: { slack: true },
      themes: {
        colors: { primary: '#2E7D32', secondary: '#A5D6A7', error: '#C62828', info: '#0277BD', success: '#1B5E20', accent: '#F9A825' },
      },
    },
  },
  {
    id: 8,
    name: 'Atelier Partagé',
    host: 'brand8.localhost',
    configuration: {
      modules: ['companies', 'members', 'espaces', 'sdr', 'ticketing', 'ads', 'newsFeed'],
      flags: {},
      themes: {
        colors: { primary: '#6A1B9A', secondary: '#CE93D8', error: '#B71C1C', info: '#1565C0', success: '#2E7D32', accent: '#FF6F00' },
      },
    },
  },
  {
    id: 9,
    name: 'Nova Services',
    host: 'brand9.localhost',
    configuration: {
      modules: [
        'companies',
        'members',
        'espaces',
        'ads',
        'bookings',
        'billing',
        'documents',
        'dossierCom',
        'reporting',
        'pagesStatiques',
        'pagesCanoniques',
      ],
      flags: {},
      themes: {
        colors: { primary: '#1565C0', secondary: '#90CAF9', error: '#C62828', info: '#00838F', success: '#2E7D32', accent: '#FFB300' },
      },
      vocabulary: 'prestataire',
    },
  },
  {
    id: 10,
    name: 'Les Ruches',
    host: 'brand10.localhost',
    configuration: {
      modules: [
        'companies',
        'members',
        'espaces',
        'sdr',
        'terrasse',
        'posteDeTravail',
        'reservationPosteDeTravail',
        'newsFeed',
        'screenAnnouncement',
        'keys',
      ],
      flags: {},
      themes: {
        colors: { primary: '#EF6C00', secondary: '#FFCC80', error: '#C62828', info: '#0277BD', success: '#2E7D32', accent: '#6D4C41' },
      },
    },
  },
];

/**
 * A fifth brand with a theme and no data of its own: the white label's demonstration (and the one
 * the browser tests re-colour, so that no other screen's test sees it change).
 */
export const THEME_DEMO_BRAND: { id: number; name: string; host: string; configuration: BrandConfiguration } = {
  id: 12,
  name: 'Maison Lumière',
  host: 'brand12.localhost',
  configuration: {
    modules: ['companies', 'members', 'espaces', 'sdr', 'ticketing', 'newsFeed'],
    flags: { marketplace: true },
    themes: {
      colors: { primary: '#00695C', secondary: '#80CBC4', error: '#C62828', info: '#1565C0', success: '#2E7D32', accent: '#AD1457' },
    },
    vocabulary: 'loueur',
  },
};
