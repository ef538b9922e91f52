import { operations } from '../common/operation.ts';
import { ZNoContent } from '../common/schemas.ts';
import {
  ZAuthUser,
  ZLoginAnswer,
  ZLoginBody,
  ZMessageAnswer,
  ZPasswordResetBody,
  ZPasswordTokenRequestBody,
  ZRegistrationAnswer,
  ZRegistrationBody,
  ZTokenBody,
} from './schemas.ts';

/** Signing in, the signed-in user, registration and password reset (spec shell §2, §3). */
export const authOperations = operations('auth', {
  signIn: {
    method: 'POST',
    path: '/api/login_check',
    summary: 'Connexion',
    access: { public: true },
    body: ZLoginBody,
    response: ZLoginAnswer,
  },
  me: {
    method: 'GET',
    path: '/api/user/my',
    summary: 'Utilisateur connecté',
    access: { roles: 'authenticated' },
    response: ZAuthUser,
  },
  signOutEverywhere: {
    method: 'DELETE',
    path: '/api/user/my/sessions',
    summary: 'Déconnexion partout : toutes les sessions du compte prennent fin, celle-ci comprise',
    access: { roles: 'authenticated' },
    response: ZNoContent,
    status: 204,
  },
  register: {
    method: 'POST',
    path: '/api/users',
    summary: 'Inscription (compte désactivé jusqu’à la confirmation)',
    access: { public: true },
    body: ZRegistrationBody,
    response: ZRegistrationAnswer,
    status: 201,
  },
  confirmAccount: {
    method: 'POST',
    path: '/api/users/confirm',
    summary: 'Confirmation du compte par le lien reçu par mail',
    access: { public: true },
    body: ZTokenBody,
    response: ZMessageAnswer,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/users/request/password/token',
    summary: 'Demande de lien de réinitialisation (même réponse que le compte existe ou non)',
    access: { public: true },
    body: ZPasswordTokenRequestBody,
    response: ZMessageAnswer,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/reset/password',
    summary: 'Nouveau mot de passe par le lien reçu par mail',
    access: { public: true },
    body: ZPasswordResetBody,
    response: ZMessageAnswer,
  },
});
