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
      ],
      flags: { slack: true },
      themes: { colors: { primary: '#2E7D32', secondary: '#A5D6A7' } },
    },
  },
  {
    id: 8,
    name: 'Atelier Partagé',
    host: 'brand8.localhost',
    configuration: {
      modules: ['companies', 'members', 'espaces', 'sdr', 'ticketing', 'ads', 'newsFeed'],
      flags: {},
      themes: { colors: { primary: '#6A1B9A' } },
    },
  },
  {
    id: 9,
    name: 'Nova Services',
    host: 'brand9.localhost',
    configuration: {
      modules: ['companies', 'members', 'espaces', 'ads', 'bookings', 'billing', 'documents', 'dossierCom', 'reporting'],
      flags: {},
      themes: { colors: { primary: '#1565C0', secondary: '#90CAF9' } },
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
      themes: { colors: { primary: '#EF6C00' } },
    },
  },
];
