import type { Role } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import {
  ZArticle,
  ZArticleList,
  ZArticleQuery,
  ZMandateArticleBody,
  ZMandateModelPatchBody,
  ZModel,
  ZModelCreateBody,
  ZModelList,
  ZModelQuery,
  ZSignatureArticleBody,
  ZSignatureModelPatchBody,
} from '@hubgrade/domain/templates/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findArticle, findModel, listArticles, listModels } from './queries.ts';
import { createArticle, createModel, patchArticle, patchModel } from './service.ts';

/**
 * Legal templates (members-bookings-feed §2.7, §7): administrators, not office administrators
 * (shell §6 hides the entries from them; the server refuses them too).
 */
export const TEMPLATE_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND'];
const access = { roles: TEMPLATE_ROLES };

export const templateRoutes: Module = async (app, { db }) => {
  // The two families answer the spec's paths: mandates under /mandates-models and /new/mandates/articles,
  // signatures under /signatures/models and /signatures/articles; both PATCH /{type}/articles/{id}.
  for (const family of ['mandate', 'signature'] as const) {
    const tag = ['templates'];
    const name = family === 'mandate' ? 'mandat' : 'contrat';
    const modelsPath = family === 'mandate' ? '/api/mandates-models' : '/api/signatures/models';
    const articlesPath = family === 'mandate' ? '/api/mandates/articles' : '/api/signatures/articles';
    const newArticlePath = family === 'mandate' ? '/api/new/mandates/articles' : '/api/signatures/articles';

    app.get(
      modelsPath,
      {
        config: { access },
        schema: { tags: tag, summary: `Modèles de ${name}`, querystring: ZModelQuery, response: { 200: ZModelList } },
      },
      async (request) => listModels(db, currentUser(request), family, request.query),
    );

    app.get(
      `${modelsPath}/:id`,
      {
        config: { access },
        schema: { tags: tag, summary: `Un modèle de ${name}`, params: ZIdParams, response: { 200: ZModel } },
      },
      async (request) => findModel(db, currentUser(request), family, request.params.id),
    );

    app.post(
      modelsPath,
      {
        config: { access },
        schema: { tags: tag, summary: `Créer un modèle de ${name}`, body: ZModelCreateBody, response: { 201: ZModel } },
      },
      async (request, reply) => reply.status(201).send(await createModel(db, currentUser(request), family, request.body)),
    );

    if (family === 'mandate') {
      app.patch(
        `${modelsPath}/:id`,
        {
          config: { access },
          schema: {
            tags: tag,
            summary: 'Modifier un modèle de mandat',
            params: ZIdParams,
            body: ZMandateModelPatchBody,
            response: { 200: ZModel },
          },
        },
        async (request) =>
          patchModel(db, currentUser(request), family, request.params.id, {
            reference: request.body.hubgrade_mandate_model.reference,
            articles: request.body.articles,
          }),
      );
    } else {
      app.patch(
        `${modelsPath}/:id`,
        {
          config: { access },
          schema: {
            tags: tag,
            summary: 'Modifier un modèle de contrat',
            params: ZIdParams,
            body: ZSignatureModelPatchBody,
            response: { 200: ZModel },
          },
        },
        async (request) =>
          patchModel(db, currentUser(request), family, request.params.id, {
            reference: request.body.hubgrade_signature_model.reference,
            articles: request.body.articles,
          }),
      );
    }

    app.get(
      articlesPath,
      {
        config: { access },
        schema: { tags: tag, summary: `Articles de ${name}`, querystring: ZArticleQuery, response: { 200: ZArticleList } },
      },
      async (request) => listArticles(db, currentUser(request), family, request.query),
    );

    app.get(
      `${articlesPath}/:id`,
      {
        config: { access },
        schema: { tags: tag, summary: `Un article de ${name}`, params: ZIdParams, response: { 200: ZArticle } },
      },
      async (request) => findArticle(db, currentUser(request), family, request.params.id),
    );

    if (family === 'mandate') {
      app.post(
        newArticlePath,
        {
          config: { access },
          schema: { tags: tag, summary: 'Créer un article de mandat', body: ZMandateArticleBody, response: { 201: ZArticle } },
        },
        async (request, reply) =>
          reply.status(201).send(await createArticle(db, currentUser(request), family, request.body.hubgrade_mandate_article)),
      );
      app.patch(
        `${articlesPath}/:id`,
        {
          config: { access },
          schema: {
            tags: tag,
            summary: 'Modifier un article de mandat',
            params: ZIdParams,
            body: ZMandateArticleBody,
            response: { 200: ZArticle },
          },
        },
        async (request) => patchArticle(db, currentUser(request), family, request.params.id, request.body.hubgrade_mandate_article),
      );
    } else {
      app.post(
        newArticlePath,
        {
          config: { access },
          schema: { tags: tag, summary: 'Créer un article de contrat', body: ZSignatureArticleBody, response: { 201: ZArticle } },
        },
        async (request, reply) =>
          reply.status(201).send(await createArticle(db, currentUser(request), family, request.body.hubgrade_signature_article)),
      );
      app.patch(
        `${articlesPath}/:id`,
        {
          config: { access },
          schema: {
            tags: tag,
            summary: 'Modifier un article de contrat',
            params: ZIdParams,
            body: ZSignatureArticleBody,
            response: { 200: ZArticle },
          },
        },
        async (request) => patchArticle(db, currentUser(request), family, request.params.id, request.body.hubgrade_signature_article),
      );
    }
  }
};
