import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { contractOperations as op } from '@hubgrade/domain/contracts/operations';
import { ZDocumentFile } from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_SIDES } from '@hubgrade/domain/contracts/sides';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
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
import { findContract, listContracts } from './queries.ts';
import { clearContractActivity, createOffPlatformContract, deleteContract, moveContract, patchContractBackend } from './service.ts';

const ZBinary = z.string().meta({ format: 'binary' });
/** The file itself, or its name and path for a caller asking for JSON first (as GET /upload/{id}/file). */
const FILE_ANSWER = {
  200: {
    description: 'Le fichier, ou son nom et son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: ZDocumentFile }, 'application/pdf': { schema: ZBinary }, 'image/*': { schema: ZBinary } },
  },
};

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

  route(app, op.listPlatform, (request) => listContracts(db, currentUser(request), 'platform', request.query));
  route(app, op.listCoworking, (request) => listContracts(db, currentUser(request), 'coworking', request.query));
  route(app, op.patchPlatform, (request) =>
    patchContractBackend(db, currentUser(request), 'platform', request.params.id, request.body.hubgrade_booking, 'hubgrade_booking'),
  );
  route(app, op.patchCoworking, (request) =>
    patchContractBackend(
      db,
      currentUser(request),
      'coworking',
      request.params.id,
      request.body.hubgrade_booking_open_space,
      'hubgrade_booking_open_space',
    ),
  );

  for (const [kind, side] of [
    ['platform', CONTRACT_SIDES.platform],
    ['coworking', CONTRACT_SIDES.coworking],
  ] as const) {
    route(app, side.find, (request) => findContract(db, currentUser(request), kind, request.params.id));
    route(app, side.remove, (request) => deleteContract(db, currentUser(request), kind, request.params.id));
    route(app, side.move, (request) => moveContract(db, currentUser(request), kind, request.params.id, request.body.state));
    route(app, side.documents, (request) => findContractDocuments(db, currentUser(request), kind, request.params.id));
    route(app, side.addDocument, (request) =>
      addContractDocument(db, currentUser(request), kind, request.params.id, request.body.side, request.body.uploadId),
    );
    route(app, side.removeDocument, (request) =>
      removeContractDocument(db, currentUser(request), kind, request.params.id, request.params.documentId),
    );
    route(
      app,
      side.documentFile,
      async (request, reply) =>
        sendFile(request, reply, await contractDocumentFile(db, currentUser(request), kind, request.params.id, request.params.documentId)),
      { responses: FILE_ANSWER },
    );
  }

  route(app, op.createOffPlatform, (request) => createOffPlatformContract(db, currentUser(request), request.body));
  route(app, op.clearActivity, (request) => clearContractActivity(db, currentUser(request), request.params.id));
  route(app, op.userDocuments, (request) => findUserDocuments(db, currentUser(request), request.params.userId));
  route(app, op.setUserDocument, (request) =>
    setUserDocument(db, currentUser(request), request.params.userId, request.body.kind, request.body.uploadId),
  );
  route(
    app,
    op.userDocumentFile,
    async (request, reply) =>
      sendFile(request, reply, await userDocumentFile(db, currentUser(request), request.params.userId, request.params.kind)),
    { responses: FILE_ANSWER },
  );
};
