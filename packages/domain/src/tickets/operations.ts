import { ADMIN_ROLES } from '../auth/roles.ts';
import { operations } from '../common/operation.ts';
import {
  ZTicket,
  ZTicketBoard,
  ZTicketBoardQuery,
  ZTicketBody,
  ZTicketComment,
  ZTicketCommentBody,
  ZTicketList,
  ZTicketMove,
  ZTicketOptions,
  ZTicketParams,
  ZTicketPatch,
  ZTicketQuery,
  ZTicketSummary,
} from './schemas.ts';

/**
 * Every signed-in user reports problems and follows their own (a company owner their company's);
 * the API refuses (403) the users of a brand without the "ticketing" module, which a policy's
 * module cannot say as a brand's modules show to its administrators only. Administrators are the
 * desk: they see their brand scope's tickets, assign, prioritise and write internal notes.
 */
const anyone = { roles: 'authenticated' } as const;
const desk = { roles: ADMIN_ROLES, module: 'ticketing' } as const;

/** Tickets (spec shell §2.1 /tickets…, §4 ticket states). */
export const ticketOperations = operations('tickets', {
  list: {
    method: 'GET',
    path: '/api/tickets',
    summary: 'Tickets (vue détaillée)',
    access: anyone,
    query: ZTicketQuery,
    response: ZTicketList,
  },
  board: {
    method: 'GET',
    path: '/api/tickets/board',
    summary: "Tickets par état (vue d'ensemble)",
    access: anyone,
    query: ZTicketBoardQuery,
    response: ZTicketBoard,
  },
  options: {
    method: 'GET',
    path: '/api/tickets/options',
    summary: 'Espaces et responsables proposés',
    access: anyone,
    response: ZTicketOptions,
  },
  summary: {
    method: 'GET',
    path: '/api/tickets/summary',
    summary: 'Tickets en attente et le plus ancien (tableau de bord)',
    access: anyone,
    response: ZTicketSummary,
  },
  find: {
    method: 'GET',
    path: '/api/tickets/:id',
    summary: 'Fiche d’un ticket',
    access: anyone,
    params: ZTicketParams,
    response: ZTicket,
  },
  create: {
    method: 'POST',
    path: '/api/tickets',
    summary: 'Signaler un problème',
    access: anyone,
    body: ZTicketBody,
    response: ZTicket,
    status: 201,
  },
  patch: {
    method: 'PATCH',
    path: '/api/tickets/:id',
    summary: 'Prise en charge : priorité, responsable, catégorie, contenu',
    access: desk,
    params: ZTicketParams,
    body: ZTicketPatch,
    response: ZTicket,
  },
  move: {
    method: 'POST',
    path: '/api/tickets/:id/state',
    summary: 'Changer l’état d’un ticket',
    access: anyone,
    params: ZTicketParams,
    body: ZTicketMove,
    response: ZTicket,
    refusals: { 409: 'Ce changement d’état n’est pas permis.' },
  },
  comment: {
    method: 'POST',
    path: '/api/tickets/:id/comments',
    summary: 'Écrire dans le fil d’un ticket (note interne : personnel seulement)',
    access: anyone,
    params: ZTicketParams,
    body: ZTicketCommentBody,
    response: ZTicketComment,
    status: 201,
  },
});
