import {
  ZAdBackAnswer,
  ZAdBackPatchBody,
  ZAdCreateBody,
  ZAdGroup,
  ZAdGroupCreateBody,
  ZAdGroupList,
  ZAdGroupListQuery,
  ZAdGroupPatchBody,
  ZAdGroups,
  ZAdList,
  ZAdListQuery,
  ZAdPatchBody,
  ZAdPhotos,
  ZAdPhotosBody,
  ZAdSheet,
  ZBrandedParams,
  ZBrandParams,
  ZFavouriteList,
  ZFavouriteListQuery,
  ZLandlordOptions,
  ZLandlordQuery,
  ZOptions,
  ZSiteOptions,
  ZSuggestion,
  ZSuggestionBody,
  ZSuggestionList,
  ZSuggestionListQuery,
  ZUserParams,
} from '@hubgrade/domain/ads/schemas';
import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAd } from './creation.ts';
import { listFavourites } from './favourites.ts';
import { brandSites, categoryOptions, contractTypeOptions, landlordOptions } from './form-lists.ts';
import { createAdGroup, findAdGroup, groupsOfUser, listAdGroups, renameAdGroup } from './groups.ts';
import { findAdSheet, listAds } from './queries.ts';
import { changeAdState, deleteAd, editAd, patchAdBack, setAdPhotos } from './service.ts';
import { listSuggestions, sendSuggestion } from './suggestions.ts';

const STAFF = { roles: STAFF_ROLES, module: 'ads' } as const;
const NO_CONTENT = { 204: z.null().describe('Modification enregistrée') };

export const adRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/annonces',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: 'Liste des annonces', querystring: ZAdListQuery, response: { 200: ZAdList } },
    },
    async (request) => listAds(db, currentUser(request), request.query),
  );

  app.post(
    '/api/annonces',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: 'Déposer une annonce', body: ZAdCreateBody, response: { 201: ZAdSheet } },
    },
    async (request, reply) => reply.status(201).send(await createAd(db, currentUser(request), request.body)),
  );

  app.get(
    '/api/annonces/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: 'Fiche annonce', params: ZIdParams, response: { 200: ZAdSheet } },
    },
    async (request) => findAdSheet(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/annonces/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: 'Mettre en ligne (7) ou hors ligne (6) une annonce, ou modifier ses champs',
        params: ZIdParams,
        body: ZAdPatchBody,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      const patch = request.body.hubgrade_ad;
      const actor = currentUser(request);
      if ('adState' in patch) await changeAdState(db, actor, request.params.id, patch.adState);
      else await editAd(db, actor, request.params.id, patch);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/annonces/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'ads' } },
      schema: {
        tags: ['ads'],
        summary: 'Supprimer une annonce',
        params: ZIdParams,
        response: { 204: z.null().describe('Annonce supprimée') },
      },
    },
    async (request, reply) => {
      if (request.body !== undefined) throw badRequest('Aucun corps attendu');
      await deleteAd(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/back/annonces/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: "Disponibilité (adDispo) ou boost (isBoost) d'une annonce",
        params: ZIdParams,
        body: ZAdBackPatchBody,
        response: { 200: ZAdBackAnswer },
      },
    },
    async (request) => patchAdBack(db, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/annonces/:id/photos',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: "Photos d'une annonce", params: ZIdParams, body: ZAdPhotosBody, response: { 200: ZAdPhotos } },
    },
    async (request) => setAdPhotos(db, currentUser(request), request.params.id, request.body.uploadIds),
  );

  app.get(
    '/api/categories',
    { config: { access: STAFF }, schema: { tags: ['ads'], summary: "Types d'espace des annonces", response: { 200: ZOptions } } },
    async () => categoryOptions(),
  );

  app.get(
    '/api/contract-types',
    { config: { access: STAFF }, schema: { tags: ['ads'], summary: 'Types de contrat des annonces', response: { 200: ZOptions } } },
    async () => contractTypeOptions(),
  );

  app.get(
    '/api/brand/:brandId/espace',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: "Espaces d'une marque (formulaire d'annonce)",
        params: ZBrandParams,
        response: { 200: ZSiteOptions },
      },
    },
    async (request) => brandSites(db, currentUser(request), request.params.brandId),
  );

  app.get(
    '/api/branded/:brand/users/type/1',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: 'Loueurs de la plateforme (`true`) ou d’une marque',
        params: ZBrandedParams,
        querystring: ZLandlordQuery,
        response: { 200: ZLandlordOptions },
      },
    },
    async (request) => landlordOptions(db, currentUser(request), request.params.brand, request.query.search),
  );

  app.get(
    '/api/annonces-groups',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: "Groupes d'annonces", querystring: ZAdGroupListQuery, response: { 200: ZAdGroupList } },
    },
    async (request) => listAdGroups(db, currentUser(request), request.query),
  );

  app.post(
    '/api/annonces-groups',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: "Créer un groupe d'annonces", body: ZAdGroupCreateBody, response: { 201: ZAdGroup } },
    },
    async (request, reply) => reply.status(201).send(await createAdGroup(db, currentUser(request), request.body)),
  );

  app.get(
    '/api/annonces-groups/:id',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: "Fiche groupe d'annonces", params: ZIdParams, response: { 200: ZAdGroup } },
    },
    async (request) => findAdGroup(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/api/annonces-groups/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: "Renommer un groupe d'annonces",
        params: ZIdParams,
        body: ZAdGroupPatchBody,
        response: { 200: ZAdGroup },
      },
    },
    async (request) => renameAdGroup(db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/annonces-groups/users/:userId',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: "Groupes d'annonces d'un loueur", params: ZUserParams, response: { 200: ZAdGroups } },
    },
    async (request) => groupsOfUser(db, currentUser(request), request.params.userId),
  );

  app.get(
    '/api/suggestions',
    {
      config: { access: STAFF },
      schema: { tags: ['ads'], summary: 'Suggestions envoyées', querystring: ZSuggestionListQuery, response: { 200: ZSuggestionList } },
    },
    async (request) => listSuggestions(db, currentUser(request), request.query),
  );

  app.post(
    '/api/suggestion',
    {
      config: { access: STAFF },
      schema: {
        tags: ['ads'],
        summary: 'Envoyer une suggestion d’annonces à un locataire',
        body: ZSuggestionBody,
        response: { 201: ZSuggestion },
      },
    },
    async (request, reply) => reply.status(201).send(await sendSuggestion(db, currentUser(request), request.body)),
  );

  app.get(
    '/api/users/:id/favourites',
    {
      config: { access: { roles: STAFF_ROLES, module: 'members' } },
      schema: {
        tags: ['ads'],
        summary: "Annonces favorites d'un membre",
        params: ZIdParams,
        querystring: ZFavouriteListQuery,
        response: { 200: ZFavouriteList },
      },
    },
    async (request) => listFavourites(db, currentUser(request), request.params.id, request.query),
  );
};
