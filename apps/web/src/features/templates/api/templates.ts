import { templateOperations as op } from '@hubgrade/domain/templates/operations';
import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import type { ArticleFields, ArticleQuery, ModelQuery } from '@hubgrade/domain/templates/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call.ts';

/** Each family's operations: the same records on the spec's own paths and wrappers (members-bookings-feed §7). */
const FAMILY = {
  mandate: {
    models: op.listMandateModels,
    articles: op.listMandateArticles,
    createModel: op.createMandateModel,
    patchModel: op.patchMandateModel,
    createArticle: op.createMandateArticle,
    patchArticle: op.patchMandateArticle,
  },
  signature: {
    models: op.listSignatureModels,
    articles: op.listSignatureArticles,
    createModel: op.createSignatureModel,
    patchModel: op.patchSignatureModel,
    createArticle: op.createSignatureArticle,
    patchArticle: op.patchSignatureArticle,
  },
} as const;

/** Every query of one family: what a change to its models or articles reloads. */
const familyKeys = (family: TemplateFamily) => [keyOf(FAMILY[family].models), keyOf(FAMILY[family].articles)];

export type ModelListQuery = Pick<ModelQuery, 'page' | 'sortBy' | 'sortDesc' | 'search'>;

export const modelsQuery = (family: TemplateFamily, query: ModelListQuery) =>
  queryOptions({
    queryKey: keyOf(FAMILY[family].models, query),
    queryFn: ({ signal }) => call(FAMILY[family].models, { query, signal }),
  });

export function useModels(family: TemplateFamily, query: ModelListQuery) {
  return useQuery({ ...modelsQuery(family, query), placeholderData: keepPreviousData });
}

export type ArticleListQuery = Partial<Pick<ArticleQuery, 'search' | 'brandId'>>;

/** Every article of the family within reach (100 at most per brand: a model's choice list). */
export const articlesQuery = (family: TemplateFamily, query: ArticleListQuery) =>
  queryOptions({
    queryKey: keyOf(FAMILY[family].articles, query),
    queryFn: ({ signal }) =>
      call(FAMILY[family].articles, { query: { itemsPerPage: 100, sortBy: 'page', sortDesc: false, ...query }, signal }),
  });

export function useArticles(family: TemplateFamily, query: ArticleListQuery, enabled = true) {
  return useQuery({ ...articlesQuery(family, query), enabled, placeholderData: keepPreviousData });
}

export interface ModelInput {
  id: number | null;
  reference: string;
  articles: number[];
  brandId: number | null;
}

function saveModel(family: TemplateFamily, model: ModelInput) {
  const { reference, articles, brandId } = model;
  if (model.id === null) return call(FAMILY[family].createModel, { body: { reference, articles, brandId } });
  const params = { id: model.id };
  return family === 'mandate'
    ? call(op.patchMandateModel, { params, body: { hubgrade_mandate_model: { reference }, articles } })
    : call(op.patchSignatureModel, { params, body: { hubgrade_signature_model: { reference }, articles } });
}

function saveArticle(family: TemplateFamily, id: number | null, fields: ArticleFields) {
  if (family === 'mandate') {
    const body = { hubgrade_mandate_article: fields };
    return id === null ? call(op.createMandateArticle, { body }) : call(op.patchMandateArticle, { params: { id }, body });
  }
  const body = { hubgrade_signature_article: fields };
  return id === null ? call(op.createSignatureArticle, { body }) : call(op.patchSignatureArticle, { params: { id }, body });
}

/** POST …/models {reference, articles} or PATCH …/models/{id} {hubgrade_…_model: {reference}, articles}. */
export function useSaveModel(family: TemplateFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (model: ModelInput) => saveModel(family, model),
    onSuccess: () => Promise.all(familyKeys(family).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** POST /new/mandates/articles or /signatures/articles; PATCH /{type}/articles/{id}; with the family's wrapper. */
export function useSaveArticle(family: TemplateFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: ArticleFields }) => saveArticle(family, id, fields),
    onSuccess: () => Promise.all(familyKeys(family).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
