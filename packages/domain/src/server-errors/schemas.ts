import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { zDay } from '../common/schemas.ts';
import { SERVER_ERROR_LABELS as L } from './labels.ts';
import { SERVER_ERROR_METHODS, SERVER_ERROR_PAGE_SIZE } from './rules.ts';

/** A recorded 500; the stack is given to super admins only (null for everyone else). */
export const ZServerError = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  method: z.string(),
  route: z.string(),
  url: z.string(),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  brand: z.number().int().nullable(),
  message: z.string(),
  stack: z.string().nullable(),
});
export type ServerError = z.infer<typeof ZServerError>;

export const SERVER_ERROR_SORTS = ['occurredAt'] as const;
export const ZServerErrorQuery = listQuery({
  sortable: SERVER_ERROR_SORTS,
  defaultSort: 'occurredAt',
  defaultItemsPerPage: SERVER_ERROR_PAGE_SIZE,
  filters: {
    method: z.enum(SERVER_ERROR_METHODS).optional(),
    from: zDay(L.refusals.day).optional(),
    to: zDay(L.refusals.day).optional(),
  },
});
export type ServerErrorQuery = z.infer<typeof ZServerErrorQuery>;
export const ZServerErrorList = listAnswer(ZServerError);
export type ServerErrorList = z.infer<typeof ZServerErrorList>;

/** DELETE /server-errors: how many records went. */
export const ZServerErrorPurge = z.object({ deleted: z.number().int() });
export type ServerErrorPurge = z.infer<typeof ZServerErrorPurge>;
