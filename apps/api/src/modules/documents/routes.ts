import { documentOperations as op } from '@hubgrade/domain/documents/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { checkDocumentsModule } from './access.ts';
import { writeDemoDocumentFiles } from './demo-files.ts';
import { documentAudiences, findDocument, listDocuments } from './queries.ts';
import { addDocumentVersion, createDocument, patchDocument, removeDocument } from './service.ts';

/** The documents library (spec shell /documents, /documents/{id}): staff manage it, members read theirs. */
export const documentRoutes: Module = async (app, { db }) => {
  const who = (r: Parameters<typeof currentUser>[0]) => checkDocumentsModule(currentUser(r));

  route(app, op.list, (r) => listDocuments(db, who(r), r.query));
  route(app, op.audiences, (r) => documentAudiences(db, who(r), r.query.search));
  route(app, op.find, (r) => findDocument(db, who(r), r.params.id));
  route(app, op.create, (r) => createDocument(db, who(r), r.body));
  route(app, op.patch, (r) => patchDocument(db, who(r), r.params.id, r.body));
  route(app, op.addVersion, (r) => addDocumentVersion(db, who(r), r.params.id, r.body));
  route(app, op.remove, (r) => removeDocument(db, who(r), r.params.id), { preValidation: refuseBody });

  app.addHook('onReady', () => writeDemoDocumentFiles(db, app.storage, app.log));
};
