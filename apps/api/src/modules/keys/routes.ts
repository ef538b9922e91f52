import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import {
  ZKeyAssignment,
  ZKeyAssignmentBody,
  ZKeyAssignmentList,
  ZKeyAssignmentQuery,
  ZKeyMemberOptions,
  ZKeyMemberQuery,
  ZKeyReturnBody,
  ZKeyTariff,
  ZKeyTariffBody,
  ZKeyTariffList,
  ZKeyTariffOptions,
  ZKeyTariffPatch,
  ZKeyTariffQuery,
} from '@hubgrade/domain/keys/schemas';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { findTariff, listAssignments, listTariffs, memberOptions, tariffOptions } from './queries.ts';
import { assignKey, createTariff, deleteTariff, patchTariff, returnKey } from './service.ts';

const tags = ['keys'];

/** Staff read the price list and who holds what; administrators change them (module "keys", spec shell §6). */
const read = { access: { roles: STAFF_ROLES, module: 'keys' } } as const;
const write = { access: { roles: ADMIN_ROLES, module: 'keys' } } as const;

/** Key and badge tariffs (members-bookings-feed §2.6, §7) and their assignments to members. */
export const keyRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/key_tarif',
    {
      config: read,
      schema: { tags, summary: 'Tarifs des clés et badges', querystring: ZKeyTariffQuery, response: { 200: ZKeyTariffList } },
    },
    async (request) => listTariffs(db, currentUser(request), request.query),
  );

  app.get(
    '/api/key_tarif/options',
    { config: read, schema: { tags, summary: 'Lieux et types de clés proposés', response: { 200: ZKeyTariffOptions } } },
    async (request) => tariffOptions(db, currentUser(request)),
  );

  app.get(
    '/api/key_tarif/:id',
    { config: read, schema: { tags, summary: 'Fiche d’une clé / badge', params: ZIdParams, response: { 200: ZKeyTariff } } },
    async (request) => findTariff(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/key_tarif',
    { config: write, schema: { tags, summary: 'Ajouter une clé / badge', body: ZKeyTariffBody, response: { 201: ZKeyTariff } } },
    async (request, reply) => reply.status(201).send(await createTariff(db, currentUser(request), request.body)),
  );

  app.patch(
    '/api/patch/key_tarif/:id',
    {
      config: write,
      schema: { tags, summary: 'Modifier une clé / badge', params: ZIdParams, body: ZKeyTariffPatch, response: { 200: ZKeyTariff } },
    },
    async (request) => patchTariff(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/key_tarif/:id',
    {
      config: write,
      preValidation: refuseBody,
      schema: { tags, summary: 'Supprimer une clé / badge', params: ZIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteTariff(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/key_tarif/:id/assignments',
    {
      config: read,
      schema: {
        tags,
        summary: 'Attributions d’une clé / badge',
        params: ZIdParams,
        querystring: ZKeyAssignmentQuery,
        response: { 200: ZKeyAssignmentList },
      },
    },
    async (request) => listAssignments(db, currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/key_tarif/:id/members',
    {
      config: read,
      schema: {
        tags,
        summary: 'Membres à qui attribuer une clé / badge',
        params: ZIdParams,
        querystring: ZKeyMemberQuery,
        response: { 200: ZKeyMemberOptions },
      },
    },
    async (request) => memberOptions(db, currentUser(request), request.params.id, request.query.search),
  );

  app.post(
    '/api/key_tarif/:id/assignments',
    {
      config: write,
      schema: {
        tags,
        summary: 'Attribuer une clé / badge à un membre',
        params: ZIdParams,
        body: ZKeyAssignmentBody,
        response: { 201: ZKeyAssignment },
      },
    },
    async (request, reply) => reply.status(201).send(await assignKey(db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/api/key_assignments/:id/return',
    {
      config: write,
      schema: {
        tags,
        summary: 'Marquer une clé / badge rendue',
        params: ZIdParams,
        body: ZKeyReturnBody,
        response: { 200: ZKeyAssignment },
      },
    },
    async (request) => returnKey(db, currentUser(request), request.params.id, request.body),
  );
};
