import type { Executor } from '../../../db/client.ts';
import type { ServiceMember } from '../member.ts';

/** The member's data as the door service stores it (members-bookings-feed §7 `login`). */
export interface WelcomrLoginData {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  loginType: 1;
  isValidated: true;
}

/**
 * WelcomR, the door-access service. Refusals are ServiceErrors carrying the service's status:
 * 404 unknown login, 400 with field `phone` for a mobile not in French format, 401 for an
 * invalid or expired session (ksid), 409 for a login already in the asked state, 503 unreachable.
 * `tx` is the back-office transaction: the built-in implementation writes in it (so a refused
 * change leaves nothing behind); the real client does not use it.
 */
export interface WelcomrAdapter {
  readonly kind: 'built-in' | 'http';
  /** A session id (ksid) that the login and activation calls must carry. */
  openSession(): Promise<string>;
  /** Creates a login (not active yet) and returns its WelcomR id. */
  createLogin(tx: Executor, member: ServiceMember, login: WelcomrLoginData, ksid: string): Promise<string>;
  /** Opens the doors to the login; the service sends the member their pin code. */
  activate(tx: Executor, member: ServiceMember, welcomrId: string, ksid: string): Promise<void>;
  /** Sends the member a new pin code. */
  resendPin(tx: Executor, member: ServiceMember, welcomrId: string): Promise<void>;
  /** Closes the doors to the login. */
  deactivate(tx: Executor, member: ServiceMember, welcomrId: string): Promise<void>;
  /** Lets the login through the doors between two instants only; answers the service's id of that window. */
  grantWindow(tx: Executor, welcomrId: string, window: AccessWindow): Promise<string>;
  /** Closes a window granted before (404 unknown window). */
  revokeWindow(tx: Executor, windowId: string): Promise<void>;
}

/** When a booking lets its member in. */
export interface AccessWindow {
  start: Date;
  end: Date;
}
