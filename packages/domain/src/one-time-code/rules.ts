/**
 * A one-time code mailed to a signer to prove the address is theirs (a contract's e-signature, a
 * condition report's tenant): 6 digits, valid 10 minutes, 5 attempts, one new code a minute at most.
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60_000;

export function isCodeShape(text: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(text);
}

/** Where a one-time code went, without giving the whole address away: j***@exemple.fr. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email[0]}***${email.slice(at)}`;
}

/** When a new code may be asked for after one sent at `sentAt`. */
export function resendAt(sentAt: Date | string): Date {
  return new Date(new Date(sentAt).getTime() + CODE_RESEND_MS);
}
