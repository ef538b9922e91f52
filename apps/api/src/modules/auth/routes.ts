import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
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
} from '@hubgrade/domain/auth/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { toAuthUser } from './queries.ts';
import { confirmAccount, register } from './registration.ts';
import { signIn } from './sign-in.ts';

export const authRoutes: Module = async (app, { db, keys, config }) => {
  app.post(
    '/api/login_check',
    {
      config: { access: { public: true }, rateLimit: authRateLimit(config) },
      schema: { tags: ['auth'], summary: 'Connexion', body: ZLoginBody, response: { 200: ZLoginAnswer } },
    },
    async (request) => ({ token: await signIn(db, keys, request.body.username, request.body.password) }),
  );

  app.get(
    '/api/user/my',
    {
      config: { access: { roles: 'authenticated' } },
      schema: { tags: ['auth'], summary: 'Utilisateur connecté', response: { 200: ZAuthUser } },
    },
    async (request) => toAuthUser(currentUser(request)),
  );

  app.post(
    '/api/users',
    {
      config: { access: { public: true }, rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Inscription (compte désactivé jusqu’à la confirmation)',
        body: ZRegistrationBody,
        response: { 201: ZRegistrationAnswer },
      },
    },
    async (request, reply) => {
      const { id } = await register(db, config, request.body);
      app.mailer.wake();
      return reply.status(201).send({ id, message: AUTH_LABELS.registrationSuccess });
    },
  );

  app.post(
    '/api/users/confirm',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Confirmation du compte par le lien reçu par mail',
        body: ZTokenBody,
        response: { 200: ZMessageAnswer },
      },
    },
    async (request) => {
      await confirmAccount(db, request.body.token);
      return { message: AUTH_LABELS.accountConfirmed };
    },
  );

  app.post(
    '/api/users/request/password/token',
    {
      config: { access: { public: true }, rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Demande de lien de réinitialisation (même réponse que le compte existe ou non)',
        body: ZPasswordTokenRequestBody,
        response: { 200: ZMessageAnswer },
      },
    },
    async (request) => {
      await requestPasswordReset(db, config, request.body);
      app.mailer.wake();
      return { message: AUTH_LABELS.passwordRequestSuccess };
    },
  );

  app.post(
    '/api/users/reset/password',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'Nouveau mot de passe par le lien reçu par mail',
        body: ZPasswordResetBody,
        response: { 200: ZMessageAnswer },
      },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: AUTH_LABELS.passwordChanged };
    },
  );
};
