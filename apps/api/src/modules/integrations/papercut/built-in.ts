import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { papercutAccounts } from '../../../db/schema/index.ts';
import { digitCode } from '../codes.ts';
import type { ServiceMember } from '../member.ts';
import { ServiceError } from '../service-error.ts';
import type { PapercutAdapter } from './adapter.ts';

const CODE_LENGTH = 6;
const ATTEMPTS = 20;

/**
 * Papercut run inside the back-office: accounts in papercut_accounts, each with a 6-digit code
 * that no other active account holds (a unique index guards it against races).
 */
export function builtInPapercut(): PapercutAdapter {
  return {
    kind: 'built-in',
    async createAccount(tx: Executor, member: ServiceMember) {
      const [existing] = await tx
        .select({ id: papercutAccounts.id })
        .from(papercutAccounts)
        .where(and(eq(papercutAccounts.userId, member.id), eq(papercutAccounts.active, true)));
      if (existing) throw new ServiceError('papercut', 409);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const code = digitCode(CODE_LENGTH);
        // Codes in use are looked up first so that a collision never aborts the transaction.
        const [taken] = await tx
          .select({ id: papercutAccounts.id })
          .from(papercutAccounts)
          .where(and(eq(papercutAccounts.code, code), eq(papercutAccounts.active, true)));
        if (taken) continue;
        await tx.insert(papercutAccounts).values({ userId: member.id, code });
        return code;
      }
      throw new ServiceError('papercut', 503, undefined, 'papercut: aucun code libre');
    },
    async disableAccount(tx, member, code) {
      const closed = await tx
        .update(papercutAccounts)
        .set({ active: false, disabledAt: new Date() })
        .where(and(eq(papercutAccounts.userId, member.id), eq(papercutAccounts.code, code), eq(papercutAccounts.active, true)))
        .returning({ id: papercutAccounts.id });
      if (closed.length === 0) throw new ServiceError('papercut', 404);
    },
  };
}
