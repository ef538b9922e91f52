import { isAdmin, isCommercial } from '../auth/roles.ts';

/**
 * Consultation rights of a company member (members-bookings-feed §2.17, §3 "Access"): what an
 * employee may see of the company's records. Stored on the user as a map name → boolean.
 */
export const ACCESS_RIGHTS = [
  { name: 'operation', label: 'Opérations', description: 'Consulter les opérations comptables et les règlements de la société' },
  { name: 'invoice', label: 'Factures', description: 'Consulter et télécharger les factures de la société' },
  { name: 'booking', label: 'Contrats et réservations', description: 'Consulter les contrats et les réservations de la société' },
  { name: 'ticket', label: 'Tickets', description: 'Consulter et suivre les tickets de la société' },
] as const;

export type AccessRight = (typeof ACCESS_RIGHTS)[number]['name'];
export const ACCESS_RIGHT_NAMES = ACCESS_RIGHTS.map((r) => r.name) as [AccessRight, ...AccessRight[]];
export type AccessMap = Record<AccessRight, boolean>;

/** Every right with its stored value; a right never stored is off. */
export function fullAccess(access: Partial<Record<string, boolean>> | null | undefined): AccessMap {
  return Object.fromEntries(ACCESS_RIGHT_NAMES.map((name) => [name, access?.[name] === true])) as AccessMap;
}

export function allRights(value: boolean): AccessMap {
  return Object.fromEntries(ACCESS_RIGHT_NAMES.map((name) => [name, value])) as AccessMap;
}

export function holdsAllRights(access: Partial<Record<string, boolean>> | null | undefined): boolean {
  return ACCESS_RIGHT_NAMES.every((name) => access?.[name] === true);
}

/**
 * Members-bookings-feed §4: enabling operation forces invoice on (operations refer to invoices);
 * disabling invoice forces operation off. One toggle, as the panel does it.
 */
export function toggleRight(access: AccessMap, right: AccessRight, value: boolean): AccessMap {
  const next = { ...access, [right]: value };
  if (right === 'operation' && value) next.invoice = true;
  if (right === 'invoice' && !value) next.operation = false;
  return next;
}

/**
 * The same coupling for a whole map sent at once (PATCH /access): the server never stores
 * operation without invoice. When both conflict, the change the caller made decides: invoice
 * just turned off takes operation with it, otherwise operation on brings invoice on.
 */
export function coupleRights(previous: AccessMap, next: AccessMap): AccessMap {
  if (!next.operation || next.invoice) return next;
  const invoiceTurnedOff = previous.invoice && !next.invoice;
  return invoiceTurnedOff ? { ...next, operation: false } : { ...next, invoice: true };
}

/** Who looks at the panel: roles, company ownership and their own rights. */
export interface RightsViewer {
  roles: readonly string[];
  companyOwner: boolean;
  access: Partial<Record<string, boolean>>;
}

/** §6: a right's toggle is enabled for an owner, a holder of that right, an administrator or a commercial. */
export function canToggleRight(viewer: RightsViewer, right: AccessRight): boolean {
  return viewer.companyOwner || viewer.access[right] === true || isAdmin(viewer.roles) || isCommercial(viewer.roles);
}

/** §6: the master toggle for an owner, an administrator, a commercial or a holder of every right. */
export function canToggleAll(viewer: RightsViewer): boolean {
  return viewer.companyOwner || isAdmin(viewer.roles) || isCommercial(viewer.roles) || holdsAllRights(viewer.access);
}

/** The rights whose value differs between two maps. */
export function changedRights(previous: AccessMap, next: AccessMap): AccessRight[] {
  return ACCESS_RIGHT_NAMES.filter((name) => previous[name] !== next[name]);
}
