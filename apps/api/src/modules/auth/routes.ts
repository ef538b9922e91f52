import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { authOperations as op } from '@hubgrade/domain/auth/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { authRateLimit, targetRateLimit } from '../../plugins/rate-limit.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { toAuthUser } from './queries.ts';
import { confirmAccount, register } from './registration.ts';
import { signOutEverywhere } from './sessions.ts';
import { signIn } from './sign-in.ts';

export const authRoutes: Module = async (app, { db, keys, config }) => {
  const rateLimit = authRateLimit(config);
  const signInContext = { db, keys, config, mailer: app.mailer };

  route(app, op.signIn, async (request) => ({ token: await signIn(signInContext, request.body.username, request.body.password) }), {
    rateLimit,
    preValidation: targetRateLimit(app, config, 'sign-in', (body) => body.username),
  });

  route(app, op.me, (request) => toAuthUser(currentUser(request)));

  route(app, op.signOutEverywhere, (request) => signOutEverywhere(db, currentUser(request)));

  route(
    app,
    op.register,
    async (request) => {
      const { id } = await register(db, config, request.hostname, request.body);
      app.mailer.wake();
      return { id, message: AUTH_LABELS.registrationSuccess };
    },
    { rateLimit },
  );

  route(app, op.confirmAccount, async (request) => {
    await confirmAccount(db, request.body.token);
    return { message: AUTH_LABELS.accountConfirmed };
  });

  route(
    app,
    op.requestPasswordReset,
    async (request) => {
      await requestPasswordReset(db, config, request.body);
      app.mailer.wake();
      return { message: AUTH_LABELS.passwordRequestSuccess };
    },
    { rateLimit, preValidation: targetRateLimit(app, config, 'reset-mail', (body) => body.email) },
  );

  route(app, op.resetPassword, async (request) => {
    await resetPassword(db, request.body);
    return { message: AUTH_LABELS.passwordChanged };
  });
};
