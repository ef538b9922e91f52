import { ARTICLE_TYPE, ARTICLE_WRAPPER, MODEL_WRAPPER, type TemplateFamily } from '@hubgrade/domain/templates/rules';
import type { Article, ArticleFields, ArticleList, ArticleQuery, Model, ModelList, ModelQuery } from '@hubgrade/domain/templates/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

const TEMPLATES = 'templates';

/** The spec's paths of each family (members-bookings-feed §7). */
const PATHS = {
  mandate: { models: '/mandates-models', articles: '/mandates/articles', newArticle: '/new/mandates/articles' },
  signature: { models: '/signatures/models', articles: '/signatures/articles', newArticle: '/signatures/articles' },
} as const;

export type ModelListQuery = Pick<ModelQuery, 'page' | 'sortBy' | 'sortDesc' | 'search'>;

export const modelsQuery = (family: TemplateFamily, query: ModelListQuery) =>
  queryOptions({
    queryKey: [TEMPLATES, family, 'models', query],
    queryFn: ({ signal }) => api<ModelList>(PATHS[family].models, { query: { ...query }, signal }),
  });

export function useModels(family: TemplateFamily, query: ModelListQuery) {
  return useQuery({ ...modelsQuery(family, query), placeholderData: keepPreviousData });
}

export type ArticleListQuery = Partial<Pick<ArticleQuery, 'search' | 'brandId'>>;

/** Every article of the family within reach (100 at most per brand: a model's choice list). */
export const articlesQuery = (family: TemplateFamily, query: ArticleListQuery) =>
  queryOptions({
    queryKey: [TEMPLATES, family, 'articles', query],
    queryFn: ({ signal }) =>
      api<ArticleList>(PATHS[family].articles, {
        query: { itemsPerPage: 100, sortBy: 'page', sortDesc: false, ...query },
        signal,
      }),
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

/** POST …/models {reference, articles} or PATCH …/models/{id} {hubgrade_…_model: {reference}, articles}. */
export function useSaveModel(family: TemplateFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (model: ModelInput) =>
      model.id === null
        ? api<Model>(PATHS[family].models, {
            method: 'POST',
            body: { reference: model.reference, articles: model.articles, brandId: model.brandId },
          })
        : api<Model>(`${PATHS[family].models}/${model.id}`, {
            method: 'PATCH',
            body: { [MODEL_WRAPPER[family]]: { reference: model.reference }, articles: model.articles },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: [TEMPLATES, family] }),
  });
}

/** POST /new/mandates/articles or /signatures/articles; PATCH /{type}/articles/{id}; with the family's wrapper. */
export function useSaveArticle(family: TemplateFamily) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: ArticleFields }) =>
      api<Article>(id === null ? PATHS[family].newArticle : `/${ARTICLE_TYPE[family]}/articles/${id}`, {
        method: id === null ? 'POST' : 'PATCH',
        body: { [ARTICLE_WRAPPER[family]]: fields },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [TEMPLATES, family] }),
  });
}
