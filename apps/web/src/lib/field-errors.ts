import { ApiError } from './api-error.ts';

/** The API's field messages, by the field's first name ("documents.1" → "documents"). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = path.split('.')[0] as string;
    if (messages[0] && !found[field]) found[field] = messages[0];
  }
  return found;
}
