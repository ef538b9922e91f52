import { ADMIN_ROLES, STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { TEMPLATE_ROLES } from '../templates/rules.ts';
import { ZBookingIdParams, ZContractFileAnswer } from '../templates/schemas.ts';
import {
  ZDeclineBody,
  ZMandate,
  ZMandateList,
  ZMandateQuery,
  ZMandateSignBody,
  ZSignature,
  ZSignatureList,
  ZSignatureParams,
  ZSignatureStart,
  ZSignBody,
  ZSignCodeAnswer,
  ZSignCodeBody,
  ZSigningSession,
  ZSignOutcome,
  ZSignTokenParams,
} from './schemas.ts';

/** A contract's documents and signatures belong to the contracts it is part of (module "bookings"). */
const contractAccess = { roles: STAFF_ROLES, module: 'bookings' } as const;
const mandateWrite = { roles: ADMIN_ROLES, module: 'bookings' } as const;
/** The built-in provider's signing page and its calls: the link is the credential. */
const signingLink = { public: true } as const;

/**
 * The contract document (tables §7), its electronic signature and SEPA mandates. The PDFs answer
 * a browser with the file and a JSON call with the file's address (the API's `responses`).
 */
export const signatureOperations = operations('signatures', {
  contractDocument: {
    method: 'GET',
    path: '/api/bookings/:id/document.pdf',
    summary: 'Contrat en PDF, produit depuis le modèle de contrat de la marque',
    access: contractAccess,
    params: ZIdParams,
    response: ZContractFileAnswer,
  },
  platformContractFile: {
    method: 'GET',
    path: '/api/uploads/booking/:id',
    summary: 'Fichier du contrat plateforme',
    access: contractAccess,
    params: ZIdParams,
    response: ZContractFileAnswer,
  },
  coworkingContractFile: {
    method: 'GET',
    path: '/api/uploads/booking-os/:bookingId',
    summary: 'Fichier du contrat coworking',
    access: contractAccess,
    params: ZBookingIdParams,
    response: ZContractFileAnswer,
  },
  startSignature: {
    method: 'POST',
    path: '/api/bookings/:id/signatures',
    summary: 'Lancer la signature électronique du contrat par le locataire',
    access: contractAccess,
    params: ZIdParams,
    /** 200 when the contract's open signature is given again, 201 when one is started. */
    response: ZSignatureStart,
  },
  listSignatures: {
    method: 'GET',
    path: '/api/bookings/:id/signatures',
    summary: 'Signatures du contrat',
    access: contractAccess,
    params: ZIdParams,
    response: ZSignatureList,
  },
  findSignature: {
    method: 'GET',
    path: '/api/bookings/:id/signatures/:signatureId',
    summary: 'Une signature du contrat',
    access: contractAccess,
    params: ZSignatureParams,
    response: ZSignature,
  },
  signatureDocument: {
    method: 'GET',
    path: '/api/bookings/:id/signatures/:signatureId/document.pdf',
    summary: 'Document envoyé en signature',
    access: contractAccess,
    params: ZSignatureParams,
    response: ZContractFileAnswer,
  },
  signedDocument: {
    method: 'GET',
    path: '/api/bookings/:id/signatures/:signatureId/signed.pdf',
    summary: 'Contrat signé (avec le certificat de signature)',
    access: contractAccess,
    params: ZSignatureParams,
    response: ZContractFileAnswer,
  },
  signingPage: {
    method: 'GET',
    path: '/api/esign/:token',
    summary: 'Page de signature du fournisseur intégré',
    description: 'La page HTML du cadre de signature ; en JSON (Accept: application/json), la session de signature.',
    access: signingLink,
    params: ZSignTokenParams,
    response: ZSigningSession,
  },
  signingDocument: {
    method: 'GET',
    path: '/api/esign/:token/document.pdf',
    summary: 'Document à signer',
    access: signingLink,
    params: ZSignTokenParams,
    response: ZContractFileAnswer,
  },
  sendSigningCode: {
    method: 'POST',
    path: '/api/esign/:token/code',
    summary: 'Envoyer le code de confirmation (par e-mail, à la place du SMS)',
    access: signingLink,
    params: ZSignTokenParams,
    body: ZSignCodeBody,
    response: ZSignCodeAnswer,
  },
  sign: {
    method: 'POST',
    path: '/api/esign/:token/sign',
    summary: 'Signer le document',
    access: signingLink,
    params: ZSignTokenParams,
    body: ZSignBody,
    response: ZSignOutcome,
  },
  decline: {
    method: 'POST',
    path: '/api/esign/:token/decline',
    summary: 'Refuser de signer',
    access: signingLink,
    params: ZSignTokenParams,
    body: ZDeclineBody,
    response: ZSignOutcome,
  },
  signMandate: {
    method: 'POST',
    path: '/api/bookings/:id/mandates',
    summary: 'Signer un mandat de prélèvement SEPA pour le contrat',
    access: mandateWrite,
    params: ZIdParams,
    body: ZMandateSignBody,
    response: ZMandate,
    status: 201,
  },
  listMandates: {
    method: 'GET',
    path: '/api/mandates',
    summary: 'Mandats SEPA',
    access: { roles: TEMPLATE_ROLES },
    query: ZMandateQuery,
    response: ZMandateList,
  },
  removeMandate: {
    method: 'DELETE',
    path: '/api/mandates/:id',
    summary: 'Retirer un mandat SEPA',
    access: mandateWrite,
    params: ZIdParams,
    response: ZMandate,
  },
});
