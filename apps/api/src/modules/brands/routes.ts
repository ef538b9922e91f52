import { brandOperations as op } from '@hubgrade/domain/brands/operations';
import { ZNoContent } from '@hubgrade/domain/common/schemas';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { findBrandByHost } from './queries.ts';

export const brandRoutes: Module = async (app, { db }) => {
  route(
    app,
    op.byHost,
    async (request, reply) => {
      const brand = await findBrandByHost(db, request.params.hostname);
      // The main platform is a normal answer, not a failure: 204 is non-200 as the spec reads "no brand", without an error in the console.
      return brand ?? reply.status(204).send();
    },
    { responses: { 204: ZNoContent } },
  );
};
