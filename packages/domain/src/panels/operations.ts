import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZPanel,
  ZPanelBody,
  ZPanelDefaultContent,
  ZPanelDefaultContentBody,
  ZPanelList,
  ZPanelOptions,
  ZPanelParams,
  ZPanelQuery,
  ZPanelScreen,
  ZPanelScreenFrames,
  ZPanelSecretParams,
} from './schemas.ts';

/** Administrators of a deployment with the "screenAnnouncement" module run its panels (shell §6). */
const admins = { roles: ADMIN_ROLES, module: 'screenAnnouncement' } as const;

/** Display panels (spec shell /panneau…, /project/screen/{id}). */
export const panelOperations = operations('panels', {
  list: {
    method: 'GET',
    path: '/api/panels',
    summary: "Panneaux d'affichage",
    access: admins,
    query: ZPanelQuery,
    response: ZPanelList,
  },
  options: {
    method: 'GET',
    path: '/api/panels/options',
    summary: 'Espaces proposés pour un panneau',
    access: admins,
    response: ZPanelOptions,
  },
  defaultContent: {
    method: 'GET',
    path: '/api/panels/default-content',
    summary: 'Contenu par défaut des panneaux',
    access: admins,
    response: ZPanelDefaultContent,
  },
  saveDefaultContent: {
    method: 'PUT',
    path: '/api/panels/default-content',
    summary: 'Enregistrer le contenu par défaut des panneaux',
    access: admins,
    body: ZPanelDefaultContentBody,
    response: ZPanelDefaultContent,
  },
  find: {
    method: 'GET',
    path: '/api/panels/:id',
    summary: 'Fiche d’un panneau',
    access: admins,
    params: ZPanelParams,
    response: ZPanel,
  },
  create: {
    method: 'POST',
    path: '/api/panels',
    summary: 'Créer un panneau',
    access: admins,
    body: ZPanelBody,
    response: ZPanel,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/panels/:id',
    summary: 'Modifier un panneau',
    access: admins,
    params: ZPanelParams,
    body: ZPanelBody,
    response: ZPanel,
  },
  remove: {
    method: 'DELETE',
    path: '/api/panels/:id',
    summary: 'Supprimer un panneau',
    access: admins,
    params: ZPanelParams,
    response: ZNoContent,
    status: 204,
  },
  regenerateSecret: {
    method: 'POST',
    path: '/api/panels/:id/secret',
    summary: "Nouvelle adresse secrète de l'écran (l'ancienne cesse de fonctionner)",
    access: admins,
    params: ZPanelParams,
    response: ZPanel,
  },
  screen: {
    method: 'GET',
    path: '/api/project/screen/:secret',
    summary: "Contenu de l'écran d'un panneau (adresse secrète, sans connexion)",
    access: { public: true },
    params: ZPanelSecretParams,
    response: ZPanelScreen,
    refusals: { 404: "L'adresse ne correspond à aucun panneau (supprimé ou adresse renouvelée)." },
  },
  screenStream: {
    method: 'GET',
    path: '/api/project/screen/:secret/ws',
    summary:
      "Changements du contenu de l'écran en temps réel (WebSocket, adresse secrète, sans connexion ; fermée en 4404 quand l'adresse ne vaut plus)",
    access: { public: true },
    params: ZPanelSecretParams,
    response: ZPanelScreenFrames,
  },
});
