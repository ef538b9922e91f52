import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { LANDING_MANIFEST, type LandingFile, landingFileFor } from '@hubgrade/domain/shell/landing-pages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function readLandingFiles(webDist: string): LandingFile[] {
  const manifest = join(webDist, LANDING_MANIFEST);
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as LandingFile[]) : [];
}

/**
 * The built web app: its files, and for any other address outside /api its HTML, which a landing
 * page has written for it (with its chunks and its frame) when the visitor is in that page's state.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | null }) => {
  const landing = webDist ? readLandingFiles(webDist) : [];
  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1y', immutable: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || !webDist || request.method !== 'GET') {
      return reply.status(404).send({ status: 404, message: ERROR_LABELS.routeNotFound });
    }
    const file = landingFileFor(landing, path, request.headers.cookie);
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile(file, { cacheControl: false });
  });
});
