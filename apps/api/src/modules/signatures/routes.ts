import { SIGNATURE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import { signatureOperations as op } from '@hubgrade/domain/signatures/operations';
import { ZSigningSession } from '@hubgrade/domain/signatures/schemas';
import { TEMPLATE_LABELS } from '@hubgrade/domain/templates/labels';
import { ZContractFileAnswer } from '@hubgrade/domain/templates/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { readUpload } from '../uploads/service.ts';
import { findScopedContract } from './contract-access.ts';
import { loadContractDocument } from './document-data.ts';
import { renderContractPdf } from './document-pdf.ts';
import { signingPageHtml } from './esign-page.ts';
import { declineSignature, openSigningSession, sendSigningCode, signContract, signingDocument } from './esign-service.ts';
import { listMandates, removeMandate, signMandate } from './mandates.ts';
import { builtinProvider } from './provider.ts';
import { documentPath, findSignature, findSignatureRow, lastSignedCopy, listContractSignatures, signedPath } from './queries.ts';
import { startSignature } from './service.ts';

const ZBinary = z.string().meta({ format: 'binary' });
/** The OpenAPI answer of a PDF route: the file for a browser, its address for a call that asks for JSON. */
const PDF_OR_ADDRESS = {
  200: {
    description: 'Le PDF, ou son adresse pour un appel qui demande du JSON',
    content: { 'application/json': { schema: ZContractFileAnswer }, 'application/pdf': { schema: ZBinary } },
  },
};

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',')[0]?.trim().startsWith('application/json') ?? false;
}

function sendPdf(reply: FastifyReply, bytes: Uint8Array, name: string) {
  return reply
    .type('application/pdf')
    .header('content-length', bytes.length)
    .header('content-disposition', contentDisposition('inline', name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

const signer = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

export const signatureRoutes: Module = async (app, { db, config }) => {
  const provider = builtinProvider(config.jwtSecret);

  // --- The contract document (tables §7) -------------------------------------------------------
  route(
    app,
    op.contractDocument,
    async (request, reply) => {
      const contract = await findScopedContract(db, currentUser(request), request.params.id);
      if (wantsJson(request)) return { message: 'OK' as const, path: documentPath(contract.id) };
      const pdf = await renderContractPdf(await loadContractDocument(db, contract.id));
      return sendPdf(reply, pdf, `contrat-${contract.id}.pdf`);
    },
    { responses: PDF_OR_ADDRESS },
  );

  const contractFile = async (request: FastifyRequest, id: number, kind: 'platform' | 'coworking') => {
    const contract = await findScopedContract(db, currentUser(request), id, { kind }).catch(() => {
      throw notFound(TEMPLATE_LABELS.documentMissing);
    });
    const signed = await lastSignedCopy(db, contract.id);
    if (signed) return { message: 'OK' as const, path: signedPath(contract.id, signed.id) };
    // Without a signed copy, the document as the brand's model prints it (if the brand has one).
    await loadContractDocument(db, contract.id).catch(() => {
      throw notFound(TEMPLATE_LABELS.documentMissing);
    });
    return { message: 'OK' as const, path: documentPath(contract.id) };
  };

  route(app, op.platformContractFile, (request) => contractFile(request, request.params.id, 'platform'));
  route(app, op.coworkingContractFile, (request) => contractFile(request, request.params.bookingId, 'coworking'));

  // --- Signatures, staff side ------------------------------------------------------------------
  route(
    app,
    op.startSignature,
    async (request, reply) => {
      await refuseBody(request);
      const { created, ...answer } = await startSignature(db, app.storage, provider, currentUser(request), request.params.id);
      if (created) reply.status(201);
      return answer;
    },
    { responses: { 201: op.startSignature.response } },
  );

  route(app, op.listSignatures, async (request) => {
    const viewer = currentUser(request);
    await findScopedContract(db, viewer, request.params.id);
    return listContractSignatures(db, viewer, provider, request.params.id);
  });

  route(app, op.findSignature, (request) =>
    findSignature(db, currentUser(request), provider, request.params.id, request.params.signatureId),
  );

  for (const file of ['document', 'signed'] as const) {
    route(
      app,
      file === 'document' ? op.signatureDocument : op.signedDocument,
      async (request, reply) => {
        const { id, signatureId } = request.params;
        const row = await findSignatureRow(db, currentUser(request), id, signatureId);
        const uploadId = file === 'document' ? row.documentUploadId : row.signedUploadId;
        const bytes = await readUpload(db, app.storage, uploadId);
        if (!bytes) throw notFound(TEMPLATE_LABELS.documentMissing);
        if (wantsJson(request)) return { message: 'OK' as const, path: request.url.split('?')[0] as string };
        return sendPdf(reply, bytes, `contrat-${id}${file === 'signed' ? '-signe' : ''}.pdf`);
      },
      { responses: PDF_OR_ADDRESS },
    );
  }

  // --- The built-in provider's signing page (public: the link is the credential) --------------
  route(
    app,
    op.signingPage,
    async (request, reply) => {
      if (wantsJson(request)) return openSigningSession(db, app.storage, provider, request.params.token);
      const signatureId = provider.signatureOf(request.params.token);
      if (signatureId === null) throw notFound(L.frameErrors.invalidLink);
      const { html, nonce } = signingPageHtml(provider.linkFor(signatureId), signatureId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'self'`,
        )
        .send(html);
    },
    {
      responses: {
        200: {
          description: 'La page, ou la session pour un appel qui demande du JSON',
          content: { 'application/json': { schema: ZSigningSession }, 'text/html': { schema: z.string() } },
        },
      },
    },
  );

  route(
    app,
    op.signingDocument,
    async (request, reply) => {
      const bytes = await signingDocument(db, app.storage, provider, request.params.token);
      if (wantsJson(request)) return { message: 'OK' as const, path: request.url.split('?')[0] as string };
      return sendPdf(reply, bytes, 'contrat.pdf');
    },
    { responses: PDF_OR_ADDRESS },
  );

  route(app, op.sendSigningCode, (request) => sendSigningCode(db, provider, request.params.token, request.body));
  route(app, op.sign, (request) => signContract(db, app.storage, provider, request.params.token, request.body, signer(request)));
  route(app, op.decline, (request) => declineSignature(db, provider, request.params.token, request.body.reason, signer(request)));

  // --- SEPA mandates ---------------------------------------------------------------------------
  route(app, op.signMandate, (request) => signMandate(db, currentUser(request), request.params.id, request.body, request.ip));
  route(app, op.listMandates, (request) => listMandates(db, currentUser(request), request.query));
  route(app, op.removeMandate, (request) => removeMandate(db, currentUser(request), request.params.id), { preValidation: refuseBody });
};
