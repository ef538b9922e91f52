import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashLinkToken, newLinkToken } from '../../lib/tokens.ts';

export type LinkPurpose = (typeof userTokens.$inferInsert)['purpose'];

/** A new single-use link token for `userId`; only its hash is stored. */
export async function createLinkToken(tx: Executor, userId: number, purpose: LinkPurpose, lifetimeMs: number): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx.insert(userTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

function usable(token: string, purpose: LinkPurpose) {
  return and(
    eq(userTokens.tokenHash, hashLinkToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );
}

/** Whether the token would be accepted now, without using it (to refuse early and cheaply). */
export async function isUsableLinkToken(db: Executor, token: string, purpose: LinkPurpose): Promise<boolean> {
  const [row] = await db.select({ id: userTokens.id }).from(userTokens).where(usable(token, purpose)).limit(1);
  return row !== undefined;
}

/**
 * Uses the token up and gives its user, or null when it is unknown, used or expired. One
 * conditional UPDATE: of two concurrent uses of the same link, exactly one gets the user.
 */
export async function consumeLinkToken(tx: Executor, token: string, purpose: LinkPurpose): Promise<number | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Unused links of that purpose stop working (a new reset link replaces the older ones). */
export async function revokeLinkTokens(tx: Executor, userId: number, purpose: LinkPurpose): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
