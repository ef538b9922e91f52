import { templateOperations as op } from '@hubgrade/domain/templates/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findArticle, findModel, listArticles, listModels } from './queries.ts';
import { createArticle, createModel, patchArticle, patchModel } from './service.ts';

/** Legal templates (members-bookings-feed §2.7, §7): the same records in two families, each on the spec's own paths. */
export const templateRoutes: Module = async (app, { db }) => {
  route(app, op.listMandateModels, (request) => listModels(db, currentUser(request), 'mandate', request.query));
  route(app, op.findMandateModel, (request) => findModel(db, currentUser(request), 'mandate', request.params.id));
  route(app, op.createMandateModel, (request) => createModel(db, currentUser(request), 'mandate', request.body));
  route(app, op.patchMandateModel, (request) =>
    patchModel(db, currentUser(request), 'mandate', request.params.id, {
      reference: request.body.hubgrade_mandate_model.reference,
      articles: request.body.articles,
    }),
  );
  route(app, op.listMandateArticles, (request) => listArticles(db, currentUser(request), 'mandate', request.query));
  route(app, op.findMandateArticle, (request) => findArticle(db, currentUser(request), 'mandate', request.params.id));
  route(app, op.createMandateArticle, (request) =>
    createArticle(db, currentUser(request), 'mandate', request.body.hubgrade_mandate_article),
  );
  route(app, op.patchMandateArticle, (request) =>
    patchArticle(db, currentUser(request), 'mandate', request.params.id, request.body.hubgrade_mandate_article),
  );

  route(app, op.listSignatureModels, (request) => listModels(db, currentUser(request), 'signature', request.query));
  route(app, op.findSignatureModel, (request) => findModel(db, currentUser(request), 'signature', request.params.id));
  route(app, op.createSignatureModel, (request) => createModel(db, currentUser(request), 'signature', request.body));
  route(app, op.patchSignatureModel, (request) =>
    patchModel(db, currentUser(request), 'signature', request.params.id, {
      reference: request.body.hubgrade_signature_model.reference,
      articles: request.body.articles,
    }),
  );
  route(app, op.listSignatureArticles, (request) => listArticles(db, currentUser(request), 'signature', request.query));
  route(app, op.findSignatureArticle, (request) => findArticle(db, currentUser(request), 'signature', request.params.id));
  route(app, op.createSignatureArticle, (request) =>
    createArticle(db, currentUser(request), 'signature', request.body.hubgrade_signature_article),
  );
  route(app, op.patchSignatureArticle, (request) =>
    patchArticle(db, currentUser(request), 'signature', request.params.id, request.body.hubgrade_signature_article),
  );
};
