import { isAdmin } from '../auth/roles.ts';

/** The host name a brand's `urlBack` designates, whether stored as a bare host or as a URL. */
export function backOfficeHostname(urlBack: string | null | undefined): string | null {
  const value = urlBack?.trim();
  if (!value) return null;
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

interface Place {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

interface Visitor {
  roles: readonly string[];
  brand: { urlBack: string | null } | null;
}

/**
 * Spec shell §6: a non-admin user whose brand back-office host differs from the current one is
 * sent to that host. The address keeps this page's scheme, port and path, so that a local or
 * preproduction deployment on another port stays on it. Null when the user stays here.
 */
export function brandHostRedirect(here: Place, user: Visitor): string | null {
  if (isAdmin(user.roles)) return null;
  const target = backOfficeHostname(user.brand?.urlBack);
  if (target === null || target === here.hostname.toLowerCase()) return null;
  const port = here.port ? `:${here.port}` : '';
  return `${here.protocol}//${target}${port}${here.pathname}${here.search}${here.hash}`;
}
