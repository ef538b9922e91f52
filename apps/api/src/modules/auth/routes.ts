import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { authOperations as op } from '@hubgrade/domain/auth/operations';
import type { Module } from '../../lib/context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth.ts';
import { refuseBody } from '../../plugins/body-guard.ts';
import { authRateLimit, targetRateLimit } from '../../plugins/rate-limit.ts';
import { memberTwoFactor, resetMemberTwoFactor } from './member-two-factor.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { toAuthUser } from './queries.ts';
import { confirmAccount, register } from './registration.ts';
import { signOutEverywhere } from './sessions.ts';
import { confirmSignInEnrolment, signIn, signInWithSecondFactor, startSignInEnrolment, takeTry } from './sign-in.ts';
import { confirmEnrolment, disableTwoFactor, regenerateRecoveryCodes, startEnrolment, twoFactorStatus } from './two-factor.ts';

export const authRoutes: Module = async (app, { db, keys, config }) => {
  const rateLimit = authRateLimit(config);
  const signInContext = { db, keys, config, mailer: app.mailer };

  route(app, op.signIn, (request) => signIn(signInContext, request.body.username, request.body.password), {
    rateLimit,
    preValidation: targetRateLimit(app, config, 'sign-in', (body) => body.username),
  });

  // The second factor: at sign-in with the challenge the password gave, then on the user's own account.
  route(app, op.signInSecondFactor, (request) => signInWithSecondFactor(signInContext, request.body.challenge, request.body.code), {
    rateLimit,
  });
  route(app, op.signInEnrolment, (request) => startSignInEnrolment(signInContext, request.body.challenge), { rateLimit });
  route(app, op.confirmSignInEnrolment, (request) => confirmSignInEnrolment(signInContext, request.body.challenge, request.body.code), {
    rateLimit,
  });
  const countTry = (userId: number) => takeTry(signInContext, userId);
  route(app, op.twoFactor, (request) => twoFactorStatus(db, currentUser(request)));
  route(app, op.startTwoFactor, (request) => startEnrolment(signInContext, currentUser(request)), { preValidation: refuseBody });
  route(app, op.confirmTwoFactor, (request) => confirmEnrolment(signInContext, currentUser(request).id, request.body.code));
  route(app, op.disableTwoFactor, (request) => disableTwoFactor(signInContext, countTry, currentUser(request), request.body.code));
  route(app, op.regenerateRecoveryCodes, (request) =>
    regenerateRecoveryCodes(signInContext, countTry, currentUser(request), request.body.code),
  );

  route(app, op.memberTwoFactor, (request) => memberTwoFactor(db, currentUser(request), request.params.id));
  route(app, op.resetMemberTwoFactor, (request) => resetMemberTwoFactor(db, currentUser(request), request.params.id));
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
