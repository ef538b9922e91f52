import { brandOperations as op } from '@hubgrade/domain/brands/operations';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { findBrandByHost } from './queries.ts';

export const brandRoutes: Module = async (app, { db }) => {
  route(app, op.byHost, async (request) => {
    const brand = await findBrandByHost(db, request.params.hostname);
    if (!brand) throw notFound('Aucune marque pour cet hôte');
    return brand;
  });
};
