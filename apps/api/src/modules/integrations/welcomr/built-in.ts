import { isFrenchMobile, normalizeFrenchMobile } from '@hubgrade/domain/auth/rules';
import { welcomrPinMail } from '@hubgrade/domain/integrations/mails';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { welcomrAccessWindows, welcomrLogins } from '../../../db/schema/index.ts';
import { queueMail } from '../../../lib/mail.ts';
import { digitCode, serviceId } from '../codes.ts';
import type { ServiceMember } from '../member.ts';
import { ServiceError } from '../service-error.ts';
import type { WelcomrAdapter, WelcomrLoginData } from './adapter.ts';
import { isKsidValid, signKsid } from './session.ts';

const PIN_LENGTH = 6;

/**
 * WelcomR run inside the back-office (no door service configured): logins live in
 * welcomr_logins, pin codes of 6 digits are mailed to the member, and refusals are the
 * service's own (404 unknown login, 400 on the phone field, 401 bad session).
 */
export function builtInWelcomr(secret: string): WelcomrAdapter {
  const checkSession = (ksid: string) => {
    if (!isKsidValid(secret, ksid)) throw new ServiceError('welcomr', 401, 'ksid');
  };

  async function loginOf(tx: Executor, welcomrId: string) {
    const [login] = await tx.select().from(welcomrLogins).where(eq(welcomrLogins.id, welcomrId)).for('update');
    if (!login) throw new ServiceError('welcomr', 404);
    return login;
  }

  async function sendNewPin(tx: Executor, member: ServiceMember, welcomrId: string, active: boolean) {
    const pin = digitCode(PIN_LENGTH);
    await tx.update(welcomrLogins).set({ pinCode: pin, active, updatedAt: new Date() }).where(eq(welcomrLogins.id, welcomrId));
    const mail = welcomrPinMail({ firstName: member.firstName, pin });
    await queueMail(tx, { to: member.email, brandId: member.brandId, ...mail });
  }

  return {
    kind: 'built-in',
    async openSession() {
      return signKsid(secret);
    },
    async createLogin(tx: Executor, member: ServiceMember, login: WelcomrLoginData, ksid: string) {
      checkSession(ksid);
      if (!isFrenchMobile(login.mobile)) throw new ServiceError('welcomr', 400, 'phone');
      const id = serviceId('WR');
      await tx.insert(welcomrLogins).values({
        id,
        userId: member.id,
        firstName: login.firstName,
        lastName: login.lastName,
        email: login.email,
        mobile: normalizeFrenchMobile(login.mobile),
        loginType: login.loginType,
        active: false,
        pinCode: digitCode(PIN_LENGTH),
      });
      return id;
    },
    async activate(tx, member, welcomrId, ksid) {
      checkSession(ksid);
      const login = await loginOf(tx, welcomrId);
      if (login.active) throw new ServiceError('welcomr', 409);
      await sendNewPin(tx, member, welcomrId, true);
    },
    async resendPin(tx, member, welcomrId) {
      const login = await loginOf(tx, welcomrId);
      if (!login.active) throw new ServiceError('welcomr', 409);
      await sendNewPin(tx, member, welcomrId, true);
    },
    async deactivate(tx, _member, welcomrId) {
      const login = await loginOf(tx, welcomrId);
      if (!login.active) throw new ServiceError('welcomr', 409);
      await tx.update(welcomrLogins).set({ active: false, updatedAt: new Date() }).where(eq(welcomrLogins.id, welcomrId));
    },
    async grantWindow(tx, welcomrId, window) {
      await loginOf(tx, welcomrId);
      const id = serviceId('WA');
      await tx.insert(welcomrAccessWindows).values({ id, loginId: welcomrId, startsAt: window.start, endsAt: window.end });
      return id;
    },
    async revokeWindow(tx, windowId) {
      const revoked = await tx
        .update(welcomrAccessWindows)
        .set({ revokedAt: new Date() })
        .where(and(eq(welcomrAccessWindows.id, windowId), isNull(welcomrAccessWindows.revokedAt)))
        .returning({ id: welcomrAccessWindows.id });
      if (revoked.length === 0) throw new ServiceError('welcomr', 404);
    },
  };
}
