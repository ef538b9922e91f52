import { brandOperations as op } from '@hubgrade/domain/brands/operations';
import { ZNoContent } from '@hubgrade/domain/common/schemas';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { writeDemoBrandFiles } from './demo-files.ts';
import { BrandHostCache } from './host-cache.ts';
import { findThemeUpload } from './queries.ts';
import { createBrand, createModule, listModules, readBrand, readBrands, updateBrand } from './service.ts';

/** A theme image's id names one file for good: a browser may keep it a day. */
const IMAGE_CACHE = 'public, max-age=86400';

export const brandRoutes: Module = async (app, { db, database }) => {
  const cache = new BrandHostCache(db);
  await cache.start(database, app.log);
  app.addHook('onClose', () => cache.stop());
  app.addHook('onReady', () => writeDemoBrandFiles(db, app.storage, app.log));

  route(
    app,
    op.byHost,
    async (request, reply) => {
      const answer = await cache.answer(request.params.hostname);
      // The main platform is a normal answer, not a failure: 204 is non-200 as the spec reads "no brand", without an error in the console.
      if (answer.body === null || answer.etag === null) return reply.status(204).send();
      // Asked again on every page load: the browser keeps the answer and checks it is still the same.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
    { responses: { 204: ZNoContent, 304: ZNoContent } },
  );

  route(app, op.image, async (request, reply) => {
    const upload = await findThemeUpload(db, request.params.id);
    const stream = upload ? await app.storage.get(upload.storageKey) : null;
    if (!upload || !stream) throw notFound();
    return reply
      .type(upload.mimeType)
      .header('content-length', upload.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMAGE_CACHE)
      .send(stream);
  });

  route(app, op.list, (request) => readBrands(db, currentUser(request), request.query));
  route(app, op.find, (request) => readBrand(db, currentUser(request), request.params.id));
  route(app, op.create, (request) => createBrand(db, cache, currentUser(request), request.body));
  route(app, op.update, (request) => updateBrand(db, cache, currentUser(request), request.params.id, request.body));
  route(app, op.modules, (request) => listModules(db, currentUser(request), request.query));
  route(app, op.createModule, (request) => createModule(db, cache, currentUser(request), request.body));
};
