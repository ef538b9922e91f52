import multipart from '@fastify/multipart';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { uploadOperations as op } from '@hubgrade/domain/uploads/operations';
import { UPLOAD_MIME_TYPES } from '@hubgrade/domain/uploads/rules';
import { ZUpload } from '@hubgrade/domain/uploads/schemas';
import { z } from 'zod';
import type { AttachmentKind } from '../../lib/attachment-kind.ts';
import type { Module } from '../../lib/context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
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

/** The upload routes; `attachmentKinds`: the kinds of record a file can be attached to, each declared by its own module. */
export const uploadRoutes =
  (attachmentKinds: readonly AttachmentKind[]): Module =>
  async (app, { db }) => {
    // The read routes of the records files are attached to are registered by later modules.
    let attachments: AttachmentRule[] = [];
    app.addHook('onReady', async () => {
      attachments = attachmentRules(app, attachmentKinds);
    });

    // Multipart parsing only for these routes: elsewhere a multipart body stays an unsupported type.
    await app.register(async (scope) => {
      await scope.register(multipart);

      route(
        scope,
        op.upload,
        async (request) => {
          const file = await receiveFile(request, request.params.mode);
          return createUpload(db, app.storage, currentUser(request), request.params.mode, file);
        },
        { consumes: ['multipart/form-data'] },
      );

      route(scope, op.remove, async (request) => {
        if (request.body !== undefined) throw badRequest(UPLOAD_LABELS.bodyNotAllowed);
        await deleteUpload(db, app.storage, currentUser(request), request.params.id, request.log);
      });

      route(
        scope,
        op.file,
        async (request, reply) => {
          const row = await findReadableUpload(db, currentUser(request), attachments, request.params.id);
          if (!row) throw notFound();
          if (wantsJson(request.headers.accept)) return reply.type('application/json').send(toUpload(row));
          const stream = await app.storage.get(row.storageKey);
          if (!stream) {
            request.log.error({ upload: row.id, key: row.storageKey }, 'uploaded file missing from the storage');
            throw notFound();
          }
          return reply
            .type(row.mimeType)
            .header('content-length', row.size)
            .header('content-disposition', contentDisposition('inline', row.originalName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(stream);
        },
        { responses: { 200: FILE_ANSWER } },
      );
    });
  };
