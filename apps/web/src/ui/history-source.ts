import type { HistoryList } from '@hubgrade/domain/history/schemas';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** One page of a record's history, `slug` as `{entity}-{id}`. */
export type HistoryQuery = (slug: string, page: number) => UseQueryOptions<HistoryList, Error, HistoryList, QueryKey>;

/**
 * Where the history dialog reads its pages. ui/ calls no API operation itself: the app gives the
 * call (app/history-query.ts) through this context.
 */
export const HistorySource = createContext<HistoryQuery | null>(null);

export function useHistoryQuery(): HistoryQuery {
  const query = useContext(HistorySource);
  if (!query) throw new Error('HistorySource manquant : le dialogue d’historique lit ses pages par le contexte de l’application');
  return query;
}

export interface HistoryDialogProps {
  slug: string | null;
  open: boolean;
  onClose: () => void;
}
