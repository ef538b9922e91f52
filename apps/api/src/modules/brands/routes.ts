import { ZBrand, ZBrandHostParams } from '@hubgrade/domain/brands/schemas';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { findBrandByHost } from './queries.ts';

export const brandRoutes: Module = async (app, { db }) => {
  app.get(
    '/api/back/:hostname/brand',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['brands'],
        summary: 'Marque du back-office servi sur ce nom d’hôte (404 : plateforme principale)',
        params: ZBrandHostParams,
        response: { 200: ZBrand },
      },
    },
    async (request) => {
      const brand = await findBrandByHost(db, request.params.hostname);
      if (!brand) throw notFound('Aucune marque pour cet hôte');
      return brand;
    },
  );
};
