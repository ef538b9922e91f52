import type { Executor } from '../../../db/client.ts';
import type { ServiceMember } from '../member.ts';

/**
 * Papercut, the printing service. Refusals are ServiceErrors: 409 when the member already has an
 * account (create) or has none (disable), 404 unknown account, 503 unreachable. `tx` as for WelcomR.
 */
export interface PapercutAdapter {
  readonly kind: 'built-in' | 'http';
  /** Opens a printing account for the member and returns its code (the "papercut value"). */
  createAccount(tx: Executor, member: ServiceMember): Promise<string>;
  /** Closes the member's printing account of this code. */
  disableAccount(tx: Executor, member: ServiceMember, code: string): Promise<void>;
}
