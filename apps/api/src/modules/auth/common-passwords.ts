import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/http-error.ts';

/** How many of the ranked leaked passwords are refused outright. */
const REFUSED_COUNT = 3000;

let refused: Set<string> | null = null;

/** Built on first use: the dictionary is decompressed lazily so start-up stays fast. */
function refusedPasswords(): Set<string> {
  refused ??= new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT).map((p) => p.toLowerCase()));
  return refused;
}

export function isCommonPassword(password: string): boolean {
  return refusedPasswords().has(password.normalize('NFC').toLowerCase());
}

/** A 400 on `field` when the new password is one of the most common ones. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(ERROR_LABELS.badRequest, { [field]: [AUTH_LABELS.passwordCommon] });
}
