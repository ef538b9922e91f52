import { ticketOperations as op } from '@hubgrade/domain/tickets/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkTicketing } from './access.ts';
import { writeDemoTicketFiles } from './demo-files.ts';
import { findTicket, listTickets, ticketBoard, ticketOptions, ticketSummary } from './queries.ts';
import { commentTicket, createTicket, moveTicket, patchTicket } from './service.ts';

/** Tickets (spec shell /tickets…, §4): the report, the desk's board and table, the thread. */
export const ticketRoutes: Module = async (app, { db, config }) => {
  const who = (r: Parameters<typeof currentUser>[0]) => checkTicketing(currentUser(r));

  route(app, op.list, (r) => listTickets(db, who(r), r.query));
  route(app, op.board, (r) => ticketBoard(db, who(r), r.query));
  route(app, op.options, (r) => ticketOptions(db, who(r)));
  route(app, op.summary, (r) => ticketSummary(db, who(r)));
  route(app, op.find, (r) => findTicket(db, who(r), r.params.id));
  route(app, op.create, (r) => createTicket(db, who(r), r.body));
  route(app, op.patch, (r) => patchTicket(db, who(r), r.params.id, r.body));
  route(app, op.move, (r) => moveTicket(db, config, who(r), r.params.id, r.body));
  route(app, op.comment, (r) => commentTicket(db, who(r), r.params.id, r.body));

  app.addHook('onReady', () => writeDemoTicketFiles(db, app.storage, app.log));
};
