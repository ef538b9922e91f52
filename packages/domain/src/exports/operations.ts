import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { EXPORT_ROLES } from './rules.ts';
import {
  ZCafeQuery,
  ZCafeReport,
  ZExportBrands,
  ZExportCount,
  ZExportFile,
  ZExportQuery,
  ZExportSites,
  ZExportSitesQuery,
} from './schemas.ts';

const access = { roles: EXPORT_ROLES, module: 'reporting' } as const;
/** The café export sits beside the terrace in the menu (spec shell §2.4) and follows its module. */
const cafeAccess = { roles: ADMIN_ROLES, module: 'terrasse' } as const;

/** Exports (members-bookings-feed §2.15, §7, §8) and the café consumption export (/csv-cafe). */
export const exportOperations = operations('exports', {
  listBrands: {
    method: 'GET',
    path: '/api/exports/brands',
    summary: 'Marques proposées par le sélecteur d’export',
    access,
    response: ZExportBrands,
  },
  listSites: {
    method: 'GET',
    path: '/api/exports/sites',
    summary: 'Espaces d’une marque pour le sélecteur d’export',
    access,
    query: ZExportSitesQuery,
    response: ZExportSites,
    refusals: { 404: 'Marque hors de portée de l’appelant' },
  },
  countExport: {
    method: 'GET',
    path: '/api/exports/count',
    summary: 'Nombre de lignes et nom du fichier d’un export',
    access,
    query: ZExportQuery,
    response: ZExportCount,
    refusals: { 404: 'Marque ou espace hors de portée de l’appelant' },
  },
  downloadExport: {
    method: 'GET',
    path: '/api/exports/file',
    summary: 'Fichier d’export (CSV pour Excel ou XLSX), envoyé au fil de la lecture',
    description:
      'Le fichier est écrit par lots lus dans l’ordre des identifiants : sa taille ne dépend pas de la mémoire du serveur. L’en-tête X-Export-Rows donne le nombre de lignes.',
    access,
    query: ZExportQuery,
    response: ZExportFile,
    refusals: { 404: 'Marque ou espace hors de portée de l’appelant' },
  },
  cafeSites: {
    method: 'GET',
    path: '/api/exports/cafe/sites',
    summary: 'Espaces proposés par l’export des cafés',
    access: cafeAccess,
    response: ZExportSites,
  },
  cafeReport: {
    method: 'GET',
    path: '/api/exports/cafe',
    summary: 'Consommations de restauration d’un mois, par espace et produit',
    access: cafeAccess,
    query: ZCafeQuery,
    response: ZCafeReport,
    refusals: { 404: 'Marque ou espace hors de portée de l’appelant' },
  },
  cafeFile: {
    method: 'GET',
    path: '/api/exports/cafe/file',
    summary: 'CSV des consommations de restauration d’un mois',
    access: cafeAccess,
    query: ZCafeQuery,
    response: ZExportFile,
    refusals: { 404: 'Marque ou espace hors de portée de l’appelant' },
  },
});
