import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { ApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/session-store.ts';

/**
 * Opens a file the API serves behind the bearer token (a contract PDF) in a new tab: the tab is
 * opened at once (a pop-up blocker allows it only during the click), then shown the file.
 */
export async function openApiFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const token = getToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    tab?.close();
    throw new ApiError(response.status, SNACKBAR_LABELS.error);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
