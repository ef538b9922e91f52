import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { confirmationMail } from '@hubgrade/domain/auth/mails';
import { CONFIRMATION_LINK_LIFETIME_MS, CONFIRMATION_PATH, normalizeFrenchMobile } from '@hubgrade/domain/auth/rules';
import type { RegistrationBody } from '@hubgrade/domain/auth/schemas';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { accountPendingContent } from '@hubgrade/domain/notifications/labels';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { queueMail } from '../../lib/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import { findBrandByHost } from '../brands/queries.ts';
import { notify } from '../notifications/notify.ts';
import { administratorsOf } from '../notifications/recipients.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { consumeLinkToken, createLinkToken } from './link-tokens.ts';
import { type LinkBrand, linkBase } from './mail-links.ts';

/**
 * Self-registration: a disabled ROLE_USER account, enabled later by the mailed link.
 * The unique index on email decides duplicates, so two simultaneous sign-ups with one
 * address give one account and one 409, never two accounts.
 */
export async function register(db: Db, config: Config, hostname: string, body: RegistrationBody): Promise<{ id: number }> {
  const form = body.hubgrade_registration;
  const brand = await registrationBrand(db, hostname, body);
  assertUncommonPassword(form.plainPassword.first, 'hubgrade_registration.plainPassword.first');
  const passwordHash = await hashPassword(form.plainPassword.first);

  return db.transaction(async (tx) => {
    const account = {
      email: form.email,
      firstName: form.firstName,
      lastName: form.lastName,
      mobile: normalizeFrenchMobile(form.mobile),
      roles: ['ROLE_USER'],
      accountType: form.accountType,
      enabled: false,
      brandId: brand?.id ?? null,
    };
    const [created] = await tx
      .insert(users)
      .values({ ...account, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict(AUTH_LABELS.emailTaken);

    const token = await createLinkToken(tx, created.id, 'confirm_account', CONFIRMATION_LINK_LIFETIME_MS);
    const mail = confirmationMail({
      firstName: form.firstName,
      link: `${linkBase(config, brand)}${CONFIRMATION_PATH}/${token}`,
      platform: brand?.name,
    });
    await queueMail(tx, { to: form.email, ...mail, brandId: account.brandId });
    await recordHistory(tx, {
      entity: 'user',
      entityId: created.id,
      brandId: account.brandId,
      actor: { id: created.id, email: form.email },
      oldData: null,
      newData: account,
    });
    await notify(tx, {
      userIds: await administratorsOf(tx, account.brandId),
      kind: 'account_pending',
      content: accountPendingContent(form),
      link: `/membres/${created.id}`,
      createdBy: created.id,
    });
    return created;
  });
}

/**
 * The account belongs to the brand of the back-office it is created on, read from the request's
 * host as the browser reads it: a body naming another brand, or the main platform (null) on a
 * brand's host, is refused rather than followed. The brand's own terms are checked against that
 * brand, so leaving `brand` out does not skip them.
 */
async function registrationBrand(db: Db, hostname: string, body: RegistrationBody): Promise<LinkBrand | null> {
  const brand = await findBrandByHost(db, hostname);
  if (body.brand !== undefined && (body.brand ?? null) !== (brand?.id ?? null)) {
    throw badRequest(ERROR_LABELS.badRequest, { brand: [AUTH_LABELS.brandNotHost] });
  }
  if (brand && body.hubgrade_registration.cguBrand !== true) {
    throw badRequest(ERROR_LABELS.badRequest, { 'hubgrade_registration.cguBrand': [AUTH_LABELS.cguRequired] });
  }
  return brand;
}

/** The mailed confirmation link enables the account, once. */
export async function confirmAccount(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, token, 'confirm_account');
    const [user] =
      userId === null
        ? []
        : await tx
            .update(users)
            .set({ enabled: true })
            .where(and(eq(users.id, userId), isNull(users.deletedAt)))
            .returning({ id: users.id, email: users.email, brandId: users.brandId });
    // Thrown inside the transaction: a link of a deleted account is not used up either.
    if (!user) throw badRequest(AUTH_LABELS.tokenInvalid);
    await recordHistory(tx, {
      entity: 'user',
      entityId: user.id,
      brandId: user.brandId,
      actor: { id: user.id, email: user.email },
      oldData: { enabled: false },
      newData: { enabled: true },
    });
  });
}
