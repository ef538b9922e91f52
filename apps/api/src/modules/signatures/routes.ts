import { ADMIN_ROLES, STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ZIdParams } from '@hubgrade/domain/common/list';
import { SIGNATURE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import {
  ZDeclineBody,
  ZMandate,
  ZMandateList,
  ZMandateQuery,
  ZMandateSignBody,
  ZSignature,
  ZSignatureParams,
  ZSignatureStart,
  ZSignBody,
  ZSignCodeAnswer,
  ZSignCodeBody,
  ZSigningSession,
  ZSignOutcome,
  ZSignTokenParams,
} from '@hubgrade/domain/signatures/schemas';
import { TEMPLATE_LABELS } from '@hubgrade/domain/templates/labels';
import { ZBookingIdParams, ZContractFileAnswer } from '@hubgrade/domain/templates/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Module } from '../../lib/context.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { TEMPLATE_ROLES } from '../templates/routes.ts';
import { contentDisposition } from '../uploads/file-name.ts';
import { findScopedContract } from './contract-access.ts';
import { loadContractDocument } from './document-data.ts';
import { renderContractPdf } from './document-pdf.ts';
import { readUpload } from './document-store.ts';
import { signingPageHtml } from './esign-page.ts';
import { declineSignature, openSigningSession, sendSigningCode, signContract, signingDocument } from './esign-service.ts';
import { listMandates, removeMandate, signMandate } from './mandates.ts';
import { builtinProvider } from './provider.ts';
import { documentPath, findSignature, findSignatureRow, lastSignedCopy, listContractSignatures, signedPath } from './queries.ts';
import { startSignature } from './service.ts';

const ZBinary = z.string().meta({ format: 'binary' });
const ZPdfAnswer = (json: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: json }, 'application/pdf': { schema: ZBinary } },
});

const contractAccess = { roles: STAFF_ROLES, module: 'bookings' as const };

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
  app.get(
    '/api/bookings/:id/document.pdf',
    {
      config: { access: contractAccess },
      schema: {
        tags: ['signatures'],
        summary: 'Contrat en PDF, produit depuis le modèle de contrat de la marque',
        params: ZIdParams,
        response: { 200: ZPdfAnswer(ZContractFileAnswer, 'Le PDF, ou son adresse pour un appel qui demande du JSON') },
      },
    },
    async (request, reply) => {
      const contract = await findScopedContract(db, currentUser(request), request.params.id);
      if (wantsJson(request)) return { message: 'OK' as const, path: documentPath(contract.id) };
      const pdf = await renderContractPdf(await loadContractDocument(db, contract.id));
      return sendPdf(reply as FastifyReply, pdf, `contrat-${contract.id}.pdf`);
    },
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

  app.get(
    '/api/uploads/booking/:id',
    {
      config: { access: contractAccess },
      schema: { tags: ['signatures'], summary: 'Fichier du contrat plateforme', params: ZIdParams, response: { 200: ZContractFileAnswer } },
    },
    async (request) => contractFile(request, request.params.id, 'platform'),
  );

  app.get(
    '/api/uploads/booking-os/:bookingId',
    {
      config: { access: contractAccess },
      schema: {
        tags: ['signatures'],
        summary: 'Fichier du contrat coworking',
        params: ZBookingIdParams,
        response: { 200: ZContractFileAnswer },
      },
    },
    async (request) => contractFile(request, request.params.bookingId, 'coworking'),
  );

  // --- Signatures, staff side ------------------------------------------------------------------
  app.post(
    '/api/bookings/:id/signatures',
    {
      config: { access: contractAccess },
      schema: {
        tags: ['signatures'],
        summary: 'Lancer la signature électronique du contrat par le locataire',
        params: ZIdParams,
        response: { 200: ZSignatureStart, 201: ZSignatureStart },
      },
    },
    async (request, reply) => {
      await refuseBody(request);
      const { created, ...answer } = await startSignature(db, app.storage, provider, currentUser(request), request.params.id);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/api/bookings/:id/signatures',
    {
      config: { access: contractAccess },
      schema: { tags: ['signatures'], summary: 'Signatures du contrat', params: ZIdParams, response: { 200: z.array(ZSignature) } },
    },
    async (request) => {
      const viewer = currentUser(request);
      await findScopedContract(db, viewer, request.params.id);
      return listContractSignatures(db, viewer, provider, request.params.id);
    },
  );

  app.get(
    '/api/bookings/:id/signatures/:signatureId',
    {
      config: { access: contractAccess },
      schema: { tags: ['signatures'], summary: 'Une signature du contrat', params: ZSignatureParams, response: { 200: ZSignature } },
    },
    async (request) => findSignature(db, currentUser(request), provider, request.params.id, request.params.signatureId),
  );

  for (const file of ['document', 'signed'] as const) {
    app.get(
      `/api/bookings/:id/signatures/:signatureId/${file}.pdf`,
      {
        config: { access: contractAccess },
        schema: {
          tags: ['signatures'],
          summary: file === 'document' ? 'Document envoyé en signature' : 'Contrat signé (avec le certificat de signature)',
          params: ZSignatureParams,
          response: { 200: ZPdfAnswer(ZContractFileAnswer, 'Le PDF, ou son adresse pour un appel qui demande du JSON') },
        },
      },
      async (request, reply) => {
        const { id, signatureId } = request.params;
        const row = await findSignatureRow(db, currentUser(request), id, signatureId);
        const uploadId = file === 'document' ? row.documentUploadId : row.signedUploadId;
        const bytes = await readUpload(db, app.storage, uploadId);
        if (!bytes) throw notFound(TEMPLATE_LABELS.documentMissing);
        if (wantsJson(request)) return { message: 'OK' as const, path: request.url.split('?')[0] as string };
        return sendPdf(reply as FastifyReply, bytes, `contrat-${id}${file === 'signed' ? '-signe' : ''}.pdf`);
      },
    );
  }

  // --- The built-in provider's signing page (public: the link is the credential) --------------
  app.get(
    '/api/esign/:token',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['signatures'],
        summary: 'Page de signature du fournisseur intégré',
        description: 'La page HTML du cadre de signature ; en JSON (Accept: application/json), la session de signature.',
        params: ZSignTokenParams,
        response: {
          200: {
            description: 'La page, ou la session pour un appel qui demande du JSON',
            content: { 'application/json': { schema: ZSigningSession }, 'text/html': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      if (wantsJson(request)) return openSigningSession(db, app.storage, provider, request.params.token);
      const signatureId = provider.signatureOf(request.params.token);
      if (signatureId === null) throw notFound(L.frameErrors.invalidLink);
      const { html, nonce } = signingPageHtml(provider.linkFor(signatureId), signatureId);
      return (reply as FastifyReply)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'self'`,
        )
        .send(html);
    },
  );

  app.get(
    '/api/esign/:token/document.pdf',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['signatures'],
        summary: 'Document à signer',
        params: ZSignTokenParams,
        response: { 200: ZPdfAnswer(ZContractFileAnswer, 'Le PDF, ou son adresse pour un appel qui demande du JSON') },
      },
    },
    async (request, reply) => {
      const bytes = await signingDocument(db, app.storage, provider, request.params.token);
      if (wantsJson(request)) return { message: 'OK' as const, path: request.url.split('?')[0] as string };
      return sendPdf(reply as FastifyReply, bytes, 'contrat.pdf');
    },
  );

  app.post(
    '/api/esign/:token/code',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['signatures'],
        summary: 'Envoyer le code de confirmation (par e-mail, à la place du SMS)',
        params: ZSignTokenParams,
        body: ZSignCodeBody,
        response: { 200: ZSignCodeAnswer },
      },
    },
    async (request) => sendSigningCode(db, provider, request.params.token, request.body),
  );

  app.post(
    '/api/esign/:token/sign',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['signatures'],
        summary: 'Signer le document',
        params: ZSignTokenParams,
        body: ZSignBody,
        response: { 200: ZSignOutcome },
      },
    },
    async (request) => signContract(db, app.storage, provider, request.params.token, request.body, signer(request)),
  );

  app.post(
    '/api/esign/:token/decline',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['signatures'],
        summary: 'Refuser de signer',
        params: ZSignTokenParams,
        body: ZDeclineBody,
        response: { 200: ZSignOutcome },
      },
    },
    async (request) => declineSignature(db, provider, request.params.token, request.body.reason, signer(request)),
  );

  // --- SEPA mandates ---------------------------------------------------------------------------
  app.post(
    '/api/bookings/:id/mandates',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: {
        tags: ['signatures'],
        summary: 'Signer un mandat de prélèvement SEPA pour le contrat',
        params: ZIdParams,
        body: ZMandateSignBody,
        response: { 201: ZMandate },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await signMandate(db, currentUser(request), request.params.id, request.body, request.ip)),
  );

  app.get(
    '/api/mandates',
    {
      config: { access: { roles: TEMPLATE_ROLES } },
      schema: { tags: ['signatures'], summary: 'Mandats SEPA', querystring: ZMandateQuery, response: { 200: ZMandateList } },
    },
    async (request) => listMandates(db, currentUser(request), request.query),
  );

  app.delete(
    '/api/mandates/:id',
    {
      config: { access: { roles: ADMIN_ROLES, module: 'bookings' } },
      schema: { tags: ['signatures'], summary: 'Retirer un mandat SEPA', params: ZIdParams, response: { 200: ZMandate } },
    },
    async (request) => {
      await refuseBody(request);
      return removeMandate(db, currentUser(request), request.params.id);
    },
  );
};
