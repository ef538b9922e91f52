import { randomBytes } from 'node:crypto';

/** A statement's unguessable id: the address of its page and of its PDF. */
export const newStatementToken = (): string => randomBytes(24).toString('base64url');
