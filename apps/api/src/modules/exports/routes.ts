import { exportOperations as op } from '@hubgrade/domain/exports/operations';
import { ZExportFile } from '@hubgrade/domain/exports/schemas';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { cafeReport } from './cafe.ts';
import { CONTENT_TYPES, cafeFile, countExport, listCafeSites, listExportBrands, listExportSites, startExport } from './service.ts';

const FILE_ANSWER = {
  200: {
    description: 'Le fichier, en pièce jointe',
    content: { 'text/csv': { schema: ZExportFile }, [CONTENT_TYPES.xlsx]: { schema: ZExportFile } },
  },
};

/** Exports (members-bookings-feed §2.15): the picker's lists, the count, the streamed file; the café CSV. */
export const exportRoutes: Module = async (app, { db }) => {
  route(app, op.listBrands, (request) => listExportBrands(db, currentUser(request)));
  route(app, op.listSites, (request) => listExportSites(db, currentUser(request), request.query.brandId));
  route(app, op.countExport, (request) => countExport(db, currentUser(request), request.query));
  route(
    app,
    op.downloadExport,
    async (request, reply) => {
      const file = await startExport(db, currentUser(request), request.query, request.log);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-export-rows', String(file.rows))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
    { responses: FILE_ANSWER },
  );
  route(app, op.cafeSites, (request) => listCafeSites(db, currentUser(request)));
  route(app, op.cafeReport, (request) => cafeReport(db, currentUser(request), request.query));
  route(
    app,
    op.cafeFile,
    async (request, reply) => {
      const file = await cafeFile(db, currentUser(request), request.query);
      return reply
        .type(CONTENT_TYPES.csv)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
    { responses: FILE_ANSWER },
  );
};
