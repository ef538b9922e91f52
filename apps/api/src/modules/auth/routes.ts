import { ZAuthUser, ZLoginAnswer, ZLoginBody } from '@hubgrade/domain/auth/schemas';
import type { Module } from '../../lib/context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { findAuthUser } from './queries.ts';
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
    async (request) => findAuthUser(db, currentUser(request).id),
  );
};
