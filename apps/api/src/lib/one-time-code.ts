import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LABELS as L } from '@hubgrade/domain/one-time-code/labels';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS } from '@hubgrade/domain/one-time-code/rules';
import type { Db, Executor } from '../db/client.ts';
import { badRequest } from './http-error.ts';

/** The code columns of a record a code is sent for: the code's hash, when it was sent, the wrong attempts since. */
export interface HeldCode {
  codeHash: string | null;
  codeSentAt: Date | null;
  codeAttempts: number;
}

/**
 * The code is hashed with the record it was sent for, so that a code never matches another
 * record's, and only its hash is kept: the database alone does not let anyone sign.
 */
const hashCode = (owner: string, code: string) => createHash('sha256').update(`${owner}:${code}`).digest('hex');

/**
 * A new code for `owner`: the code to mail and the columns to store with it (attempts counted
 * afresh). Refused (400) within a minute of the previous one, so that a mailbox is not flooded.
 */
export function issueCode(owner: string, held: HeldCode, now: Date): { code: string; columns: HeldCode } {
  if (held.codeSentAt && now.getTime() - held.codeSentAt.getTime() < CODE_RESEND_MS) throw badRequest(L.tooSoon);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  return { code, columns: { codeHash: hashCode(owner, code), codeSentAt: now, codeAttempts: 0 } };
}

/** The refusal of a given code, or null when it is the one held; a wrong one also gives the columns that count it. */
function judge(owner: string, held: HeldCode, given: string, now: Date): { error: string | null; counted?: Partial<HeldCode> } {
  if (!held.codeHash || !held.codeSentAt) return { error: L.required };
  if (now.getTime() - held.codeSentAt.getTime() > CODE_TTL_MS) return { error: L.expired };
  if (held.codeAttempts >= CODE_MAX_ATTEMPTS) return { error: L.tooManyAttempts };
  if (timingSafeEqual(Buffer.from(held.codeHash), Buffer.from(hashCode(owner, given)))) return { error: null };
  const attempts = held.codeAttempts + 1;
  // The last attempt spent forgets the code: only a new one can be checked after it.
  return {
    error: L.wrong(CODE_MAX_ATTEMPTS - attempts),
    counted: { codeAttempts: attempts, ...(attempts >= CODE_MAX_ATTEMPTS ? { codeHash: null } : {}) },
  };
}

/**
 * Reads the record a code was sent for under a row lock (refusing, by throwing, one no longer open
 * to signing): what the code is bound to, its code columns, and how to write a counted attempt.
 */
export type LoadCode = (
  tx: Executor,
) => Promise<{ owner: string; held: HeldCode; count: (counted: Partial<HeldCode>) => Promise<unknown> }>;

/**
 * Checks a code in a transaction of its own: a wrong attempt is committed before the refusal (a
 * 400 on the field `code`) is thrown, so that a caller cannot try codes without them counting.
 * Answers the hash checked, for `requireSameCode` when the signature is written.
 */
export async function checkCode(db: Db, load: LoadCode, given: string, now: Date): Promise<string> {
  const verdict = await db.transaction(async (tx) => {
    const { owner, held, count } = await load(tx);
    const { error, counted } = judge(owner, held, given, now);
    if (counted) await count(counted);
    return { error, checked: held.codeHash };
  });
  if (verdict.error !== null || verdict.checked === null) {
    const error = verdict.error ?? L.required;
    throw badRequest(error, { code: [error] });
  }
  return verdict.checked;
}

/** The code checked must still be the one held when the signature is written: a new one may have been sent meanwhile. */
export function requireSameCode(checked: string, held: string | null): void {
  if (held !== checked) throw badRequest(L.required, { code: [L.required] });
}
