import multipart from '@fastify/multipart';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { UPLOAD_MIME_TYPES } from '@hubgrade/domain/uploads/rules';
import { ZUpload, ZUploadModeParams } from '@hubgrade/domain/uploads/schemas';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type AttachmentRule, attachmentRules, findReadableUpload } from './attachments.ts';
import { contentDisposition } from './file-name.ts';
import { receiveFile } from './multipart.ts';
import { toUpload } from './queries.ts';
import { createUpload, deleteUpload } from './service.ts';

const ZBinary = z.string().meta({ format: 'binary' });

/** The file itself, or its description for a caller asking for JSON first. */
const FILE_ANSWER = {
  description: 'Le fichier, ou sa description pour un appel qui demande du JSON',
  content: {
    'application/json': { schema: ZUpload },
    ...Object.fromEntries(UPLOAD_MIME_TYPES.map((type) => [type, { schema: ZBinary }])),
  },
};

function wantsJson(accept: string | undefined): boolean {
  return (accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;
}

export const uploadRoutes: Module = async (app, { db }) => {
  // The read routes of the records files are attached to are registered by later modules.
  let attachments: AttachmentRule[] = [];
  app.addHook('onReady', async () => {
    attachments = attachmentRules(app);
  });

  // Multipart parsing only for these routes: elsewhere a multipart body stays an unsupported type.
  await app.register(async (scope) => {
    await scope.register(multipart);
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/api/upload/:mode',
      {
        config: { access: { roles: 'authenticated' } },
        schema: {
          tags: ['uploads'],
          summary: 'Envoyer un fichier',
          description:
            'multipart/form-data, le fichier dans le champ « file ». Type reconnu au contenu : pdf (PDF, 10 Mo), ticket (JPG, PNG, PDF, 10 Mo), image (JPG, PNG, WEBP, 2 Mo).',
          params: ZUploadModeParams,
          response: { 201: ZUpload },
        },
      },
      async (request, reply) => {
        const file = await receiveFile(request, request.params.mode);
        const upload = await createUpload(db, app.storage, currentUser(request), request.params.mode, file);
        return reply.status(201).send(upload);
      },
    );

    routes.delete(
      '/api/upload/:id',
      {
        config: { access: { roles: 'authenticated' } },
        schema: {
          tags: ['uploads'],
          summary: 'Supprimer un fichier envoyé',
          params: ZIdParams,
          response: { 204: z.null().describe('Fichier supprimé') },
        },
      },
      async (request, reply) => {
        if (request.body !== undefined) throw badRequest(UPLOAD_LABELS.bodyNotAllowed);
        await deleteUpload(db, app.storage, currentUser(request), request.params.id, request.log);
        return reply.status(204).send(null);
      },
    );

    routes.get(
      '/api/upload/:id/file',
      {
        config: { access: { roles: 'authenticated' } },
        schema: { tags: ['uploads'], summary: 'Lire un fichier envoyé', params: ZIdParams, response: { 200: FILE_ANSWER } },
      },
      async (request, reply) => {
        const row = await findReadableUpload(db, currentUser(request), attachments, request.params.id);
        if (!row) throw notFound();
        if (wantsJson(request.headers.accept)) return reply.type('application/json').send(toUpload(row));
        const stream = await app.storage.get(row.storageKey);
        if (!stream) {
          request.log.error({ upload: row.id, key: row.storageKey }, 'uploaded file missing from the storage');
          throw notFound();
        }
        // The typed reply knows the JSON answer only; the bytes are streamed as they are.
        return (reply as FastifyReply)
          .type(row.mimeType)
          .header('content-length', row.size)
          .header('content-disposition', contentDisposition('inline', row.originalName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  });
};
