import multipart from '@fastify/multipart';
import { seoOperations as op } from '@hubgrade/domain/seo/operations';
import { UPLOAD_MIME_TYPES } from '@hubgrade/domain/uploads/rules';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { receiveFile } from '../uploads/multipart.ts';
import { writeDemoSeoFiles } from './demo-files.ts';
import { imageFile, uploadImage } from './images.ts';
import { etagOf, matchesEtag, publicPage } from './public.ts';
import { findPage, listPages, siteTree } from './queries.ts';
import {
  addBlock,
  createCanonicalPage,
  createPage,
  deletePage,
  editBlock,
  moveBlock,
  movePage,
  removeBlock,
  updatePage,
} from './service.ts';

/** The image's bytes: the original's type, or WebP. */
const IMAGE_ANSWER = {
  description: 'Le fichier de l’image',
  content: Object.fromEntries(UPLOAD_MIME_TYPES.filter((type) => type.startsWith('image/')).map((type) => [type, { schema: z.string() }])),
};

/** Static pages of the public site, their blocks and images, and the public site's read of them (spec shell §2.9, §7). */
export const seoRoutes: Module = async (app, { db }) => {
  route(app, op.listPages, (request) => listPages(db, currentUser(request), 'static', request.query));
  route(app, op.listCanonicalPages, (request) => listPages(db, currentUser(request), 'canonical', request.query));
  route(app, op.createCanonicalPage, (request) => createCanonicalPage(db, currentUser(request), request.body));
  route(app, op.siteTree, (request) => siteTree(db, currentUser(request)));
  route(app, op.movePage, (request) => movePage(db, currentUser(request), request.params.id, request.body));
  route(app, op.findPage, (request) => findPage(db, currentUser(request), request.params.id));
  route(app, op.createPage, (request) => createPage(db, currentUser(request), request.body));
  route(app, op.updatePage, (request) => updatePage(db, currentUser(request), request.params.id, request.body));
  route(app, op.deletePage, (request) => deletePage(db, currentUser(request), request.params.id), { preValidation: refuseBody });
  route(app, op.addBlock, (request) => addBlock(db, currentUser(request), request.params.id, request.body));
  route(app, op.editBlock, (request) => editBlock(db, currentUser(request), request.params.id, request.body));
  route(app, op.moveBlock, (request) => moveBlock(db, currentUser(request), request.params.id, request.body));
  route(app, op.removeBlock, (request) => removeBlock(db, currentUser(request), request.params.id), { preValidation: refuseBody });

  route(app, op.publicPage, async (request, reply) => {
    const page = await publicPage(db, request.hostname, request.query.path);
    const etag = etagOf(page);
    // Revalidated on each read: a change shows at once, an unchanged page costs a 304 without its body.
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return page;
  });

  route(
    app,
    op.imageFile,
    async (request, reply) => {
      const file = await imageFile(db, request.params.id, request.params.format);
      const stream = await app.storage.get(file.storageKey);
      if (!stream) {
        request.log.error({ image: request.params.id, key: file.storageKey }, 'SEO image missing from the storage');
        throw notFound();
      }
      // An image id never changes its bytes: the public site and browsers may keep it for good.
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
    { responses: { 200: IMAGE_ANSWER } },
  );

  app.addHook('onReady', () => writeDemoSeoFiles(db, app.storage, app.log));

  // Multipart parsing only for the image route: elsewhere a multipart body stays an unsupported type.
  await app.register(async (scope) => {
    await scope.register(multipart);
    route(
      scope,
      op.uploadImage,
      async (request) => uploadImage(db, app.storage, currentUser(request), await receiveFile(request, 'image')),
      { consumes: ['multipart/form-data'] },
    );
  });
};
