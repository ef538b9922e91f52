import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZUpload, ZUploadModeParams, ZUploadRemoved } from './schemas.ts';

const signedIn = { roles: 'authenticated' } as const;

/** Files sent by users (members-bookings-feed §7); who may read one follows the record it is attached to. */
export const uploadOperations = operations('uploads', {
  upload: {
    method: 'POST',
    path: '/api/upload/:mode',
    summary: 'Envoyer un fichier',
    description:
      'multipart/form-data, le fichier dans le champ « file ». Type reconnu au contenu : pdf (PDF, 10 Mo), ticket (JPG, PNG, PDF, 10 Mo), image (JPG, PNG, WEBP, 2 Mo).',
    access: signedIn,
    params: ZUploadModeParams,
    response: ZUpload,
    status: 201,
  },
  remove: {
    method: 'DELETE',
    path: '/api/upload/:id',
    summary: 'Supprimer un fichier envoyé',
    access: signedIn,
    params: ZIdParams,
    response: ZUploadRemoved,
    status: 204,
  },
  /** The file's bytes; its description (`response`) for a caller that asks for JSON first. */
  file: {
    method: 'GET',
    path: '/api/upload/:id/file',
    summary: 'Lire un fichier envoyé',
    access: signedIn,
    params: ZIdParams,
    response: ZUpload,
  },
});
