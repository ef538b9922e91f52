import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';

/**
 * The columns to set beside a change that must end every session of the user opened before it
 * (password reset, role change, sign-out everywhere): the tokens signed so far carry the old
 * session version, which the auth plugin refuses from then on.
 */
export function endSessions() {
  return { sessionVersion: sql`${users.sessionVersion} + 1` };
}
