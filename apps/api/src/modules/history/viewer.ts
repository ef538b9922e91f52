import { canSeeHistory } from '@hubgrade/domain/history/rules';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findBrandByHost } from '../brands/queries.ts';

/**
 * The browser's rule, applied by the server: history is for administrators of the unbranded
 * deployment (tables-and-sheets §6). The deployment is the brand of the host the request came to,
 * read as the browser reads it (GET /back/{hostname}/brand), so a main-platform administrator
 * signed in on a brand's back-office is refused there too.
 */
export async function assertCanSeeHistory(db: Executor, user: SessionUser, hostname: string): Promise<void> {
  // Refused whatever the host (a brand's user, a non-administrator): the host's brand is not read.
  if (!canSeeHistory(user, null)) throw forbidden();
  if (!canSeeHistory(user, await findBrandByHost(db, hostname))) throw forbidden();
}
