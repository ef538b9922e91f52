import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZInvoiceList, ZInvoiceQuery } from '@hubgrade/domain/billing/schemas';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { CONTRACT_DELETE_ROLES } from '@hubgrade/domain/contracts/permissions';
import {
  type ContractKind,
  USER_DOCUMENT_KINDS,
  ZBookingBackendBody,
  ZBookingOsBackendBody,
  ZContract,
  ZContractDocumentBody,
  ZContractDocumentParams,
  ZContractDocuments,
  ZContractList,
  ZContractQuery,
  ZContractStateBody,
  ZCoworkingContractQuery,
  ZDocumentFile,
  ZOffPlatformBody,
  ZUserDocumentBody,
  ZUserDocuments,
} from '@hubgrade/domain/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { writeDemoDocuments } from './demo-files.ts';
import {
  addContractDocument,
  contractDocumentFile,
  findContractDocuments,
  findUserDocuments,
  removeContractDocument,
  setUserDocument,
  userDocumentFile,
} from './documents.ts';
import { listInvoices } from './invoice-queries.ts';
import { findContract, listContracts } from './queries.ts';
import { clearContractActivity, createOffPlatformContract, deleteContract, moveContract, patchContractBackend } from './service.ts';

const NO_CONTENT = { 204: z.null().describe('Fait') };
const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZUserDocumentFileParams = ZUserIdParams.extend({ kind: z.enum(USER_DOCUMENT_KINDS) });
const ZBinary = z.string().meta({ format: 'binary' });
/** The file itself, or its name and path for a caller asking for JSON first (as GET /upload/{id}/file). */
const FILE_ANSWER = {
  description: 'Le fichier, ou son nom et son adresse pour un appel qui demande du JSON',
  content: { 'application/json': { schema: ZDocumentFile }, 'application/pdf': { schema: ZBinary }, 'image/*': { schema: ZBinary } },
};

/** The two sides of the contracts area share their operations; their paths and wrapper names differ (tables §7). */
const SIDES: { kind: ContractKind; prefix: string; tag: string }[] = [
  { kind: 'platform', prefix: '/api/bookings', tag: 'Contrat' },
  { kind: 'coworking', prefix: '/api/bookings-os', tag: 'Contrat coworking' },
];

export const contractRoutes: Module = async (app, { db }) => {
  app.addHook('onReady', () => writeDemoDocuments(db, app.storage, app.log));

  async function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: { storageKey: string; mimeType: string; originalName: string } | null,
  ) {
    if (!file) throw notFound(L.missingDocument);
    if ((request.headers.accept ?? '').split(',')[0]?.trim().startsWith('application/json')) {
      return reply.type('application/json').send({ name: file.originalName, path: request.url });
    }
    const stream = await app.storage.get(file.storageKey);
    if (!stream) throw notFound(L.missingDocument);
    return reply
      .type(file.mimeType)
      .header('content-disposition', contentDisposition('inline', file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  }

  app.get(
    '/api/bookings',
    {
      config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
      schema: { tags: ['contracts'], summary: 'Contrats plateforme', querystring: ZContractQuery, response: { 200: ZContractList } },
    },
    async (request) => listContracts(db, currentUser(request), 'platform', request.query),
  );

  app.get(
    '/api/bookings-os',
    {
      config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
      schema: {
        tags: ['contracts'],
        summary: 'Contrats coworking',
        querystring: ZCoworkingContractQuery,
        response: { 200: ZContractList },
      },
    },
    async (request) => listContracts(db, currentUser(request), 'coworking', request.query),
  );

  app.patch(
    '/api/bookings/backend/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: {
        tags: ['contracts'],
        summary: 'Date de fin ou alerte de facturation d’un contrat',
        params: ZIdParams,
        body: ZBookingBackendBody,
        response: { 200: ZContract },
      },
    },
    async (request) =>
      patchContractBackend(db, currentUser(request), 'platform', request.params.id, request.body.hubgrade_booking, 'hubgrade_booking'),
  );

  app.patch(
    '/api/bookings-os/backend/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: {
        tags: ['contracts'],
        summary: 'Date de fin ou alerte de facturation d’un contrat coworking',
        params: ZIdParams,
        body: ZBookingOsBackendBody,
        response: { 200: ZContract },
      },
    },
    async (request) =>
      patchContractBackend(
        db,
        currentUser(request),
        'coworking',
        request.params.id,
        request.body.hubgrade_booking_open_space,
        'hubgrade_booking_open_space',
      ),
  );

  for (const { kind, prefix, tag } of SIDES) {
    app.get(
      `${prefix}/:id`,
      {
        config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
        schema: { tags: ['contracts'], summary: `Fiche ${tag.toLowerCase()}`, params: ZIdParams, response: { 200: ZContract } },
      },
      async (request) => findContract(db, currentUser(request), kind, request.params.id),
    );

    app.delete(
      `${prefix}/:id`,
      {
        config: { access: { roles: CONTRACT_DELETE_ROLES, module: 'bookings' } },
        schema: { tags: ['contracts'], summary: `Supprimer un ${tag.toLowerCase()}`, params: ZIdParams, response: NO_CONTENT },
      },
      async (request, reply) => {
        await deleteContract(db, currentUser(request), kind, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${prefix}/:id/state`,
      {
        config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
        schema: {
          tags: ['contracts'],
          summary: `Changer l’état d’un ${tag.toLowerCase()}`,
          params: ZIdParams,
          body: ZContractStateBody,
          response: { 200: ZContract },
        },
      },
      async (request) => moveContract(db, currentUser(request), kind, request.params.id, request.body.state),
    );

    app.get(
      `${prefix}/:id/documents`,
      {
        config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
        schema: {
          tags: ['contracts'],
          summary: `Documents d’un ${tag.toLowerCase()}`,
          params: ZIdParams,
          response: { 200: ZContractDocuments },
        },
      },
      async (request) => findContractDocuments(db, currentUser(request), kind, request.params.id),
    );

    app.post(
      `${prefix}/:id/documents`,
      {
        config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
        schema: {
          tags: ['contracts'],
          summary: `Ajouter un document à un ${tag.toLowerCase()}`,
          params: ZIdParams,
          body: ZContractDocumentBody,
          response: { 201: ZContractDocuments },
        },
      },
      async (request, reply) => {
        const answer = await addContractDocument(
          db,
          currentUser(request),
          kind,
          request.params.id,
          request.body.side,
          request.body.uploadId,
        );
        return reply.status(201).send(answer);
      },
    );

    app.delete(
      `${prefix}/:id/documents/:documentId`,
      {
        config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
        schema: {
          tags: ['contracts'],
          summary: `Retirer un document d’un ${tag.toLowerCase()}`,
          params: ZContractDocumentParams,
          response: NO_CONTENT,
        },
      },
      async (request, reply) => {
        await removeContractDocument(db, currentUser(request), kind, request.params.id, request.params.documentId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${prefix}/:id/documents/:documentId/file`,
      {
        config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
        schema: {
          tags: ['contracts'],
          summary: `Fichier d’un document de ${tag.toLowerCase()}`,
          params: ZContractDocumentParams,
          response: { 200: FILE_ANSWER },
        },
      },
      async (request, reply) =>
        sendFile(request, reply, await contractDocumentFile(db, currentUser(request), kind, request.params.id, request.params.documentId)),
    );
  }

  app.post(
    '/api/bookings-hp',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: { tags: ['contracts'], summary: 'Créer un contrat hors plateforme', body: ZOffPlatformBody, response: { 201: ZContract } },
    },
    async (request, reply) => reply.status(201).send(await createOffPlatformContract(db, currentUser(request), request.body)),
  );

  app.delete(
    '/api/bookings-notification/:id',
    {
      config: { access: { roles: STAFF_ROLES, module: 'bookings' } },
      schema: { tags: ['contracts'], summary: 'Marquer l’activité d’un contrat comme vue', params: ZIdParams, response: NO_CONTENT },
    },
    async (request, reply) => {
      await clearContractActivity(db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invoices',
    {
      config: { access: { roles: STAFF_ROLES, module: 'billing' } },
      schema: { tags: ['billing'], summary: 'Factures', querystring: ZInvoiceQuery, response: { 200: ZInvoiceList } },
    },
    async (request) => listInvoices(db, currentUser(request), request.query),
  );

  app.get(
    '/api/documents/users/:userId',
    {
      config: { access: { roles: STAFF_ROLES } },
      schema: {
        tags: ['contracts'],
        summary: 'Pièce d’identité et KBIS d’un utilisateur',
        params: ZUserIdParams,
        response: { 200: ZUserDocuments },
      },
    },
    async (request) => findUserDocuments(db, currentUser(request), request.params.userId),
  );

  app.put(
    '/api/documents/users/:userId',
    {
      config: { access: { roles: ADMIN_ROLES } },
      schema: {
        tags: ['contracts'],
        summary: 'Déposer la pièce d’identité ou le KBIS d’un utilisateur',
        params: ZUserIdParams,
        body: ZUserDocumentBody,
        response: { 200: ZUserDocuments },
      },
    },
    async (request) => setUserDocument(db, currentUser(request), request.params.userId, request.body.kind, request.body.uploadId),
  );

  app.get(
    '/api/documents/users/:userId/:kind/file',
    {
      config: { access: { roles: STAFF_ROLES } },
      schema: {
        tags: ['contracts'],
        summary: 'Fichier d’un document d’utilisateur',
        params: ZUserDocumentFileParams,
        response: { 200: FILE_ANSWER },
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await userDocumentFile(db, currentUser(request), request.params.userId, request.params.kind)),
  );
};
