import { TICKET_SORTS } from '@hubgrade/domain/tickets/schemas';
import { listParamsSchema, urlFilter } from '../../../ui/data-table/list-params.ts';

export const STATE_KEYS = ['1', '2', '3', '4', '5'] as const;
export const PRIORITY_KEYS = ['1', '2', '3', '4'] as const;

const filters = {
  state: urlFilter.oneOf(STATE_KEYS),
  espace: urlFilter.id(),
  /** A staff member's id, or "none". */
  assignee: urlFilter.text(12),
  priority: urlFilter.oneOf(PRIORITY_KEYS),
  from: urlFilter.day(),
  to: urlFilter.day(),
};

/** What the detailed view keeps in its address. */
export const TICKETS_PARAMS = listParamsSchema({ sortable: TICKET_SORTS, defaultSort: 'id', filters });

/** What the board keeps in its address (its sort and page are unused). */
export const BOARD_PARAMS = listParamsSchema({ sortable: ['id'] as const, defaultSort: 'id', filters });

/** The filters as the API reads them. */
export function apiFilters(params: {
  espace?: number;
  assignee?: string;
  priority?: (typeof PRIORITY_KEYS)[number];
  from?: string;
  to?: string;
  search?: string;
}) {
  const assignee =
    params.assignee === 'none' ? 'none' : params.assignee && /^\d+$/.test(params.assignee) ? Number(params.assignee) : undefined;
  return {
    espace: params.espace,
    assignee: assignee as 'none' | number | undefined,
    priority: params.priority ? (Number(params.priority) as 1 | 2 | 3 | 4) : undefined,
    from: params.from,
    to: params.to,
    search: params.search,
  };
}
