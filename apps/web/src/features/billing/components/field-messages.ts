import { ApiError } from '../../../lib/api-error.ts';

/** A 400's field messages by their full dotted path ("lines.1.quantity"), the first of each. */
export function fieldMessagesByPath(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.errors)) if (messages[0]) found[path] = messages[0];
  return found;
}

/** A refusal's words: its field messages when it has some, else its own message. */
export function refusalText(error: Error): string {
  return Object.values(fieldMessagesByPath(error))[0] ?? error.message;
}
