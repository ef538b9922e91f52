import type { AccessPolicy } from '@hubgrade/domain/common/operation';
import type { SQL } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../src/seed/accounts.ts';

/**
 * The shape of the access matrix: every /api route called by every kind of user of the main
 * platform and of two brands (5 and 9), on a record of the caller's own scope and on another
 * brand's. Each area keeps its rows in `<area>.rows.ts` beside this file; the test picks them up.
 */

/** The columns of every matrix line, in this order. */
export const PEOPLE = {
  anonymous: null,
  superAdmin: DEMO_ACCOUNTS.admin,
  brandAdmin9: DEMO_ACCOUNTS.brand,
  brandAdmin5: brandStaffEmail('admin', 5),
  officeAdmin5: DEMO_ACCOUNTS.office,
  officeAdmin9: brandStaffEmail('office', 9),
  commercial: DEMO_ACCOUNTS.commercial,
  commercial9: brandStaffEmail('commercial', 9),
  owner: DEMO_ACCOUNTS.owner,
  owner5: brandStaffEmail('owner', 5),
  member: DEMO_ACCOUNTS.member,
  member9: brandStaffEmail('member', 9),
  landlord: DEMO_ACCOUNTS.landlord,
} as const;
export type Who = keyof typeof PEOPLE;
export const WHO = Object.keys(PEOPLE) as Who[];
export const HEADER = '      anon adm  b9   b5   o5   o9   com  c9   own  o5   mem  m9   lan';

export type Cells = Record<Who, number>;

/** One matrix line: a status per column of PEOPLE. */
export function line(statuses: string): Cells {
  const values = statuses.trim().split(/\s+/).map(Number);
  if (values.length !== WHO.length || values.some((v) => !Number.isInteger(v))) throw new Error(`bad matrix line: ${statuses}`);
  return Object.fromEntries(WHO.map((who, i) => [who, values[i]])) as Cells;
}

export function show(cells: Cells): string {
  return WHO.map((who) => String(cells[who]).padEnd(4)).join(' ');
}

export interface Call {
  who: Who;
  /** A record of the caller's scope (their brand's, or the main platform's for a brandless caller), by fixture kind. */
  own(kind: string): number;
  /** A record of another brand: brand 5's for a brand 9 caller, brand 9's for anyone else. */
  other(kind: string): number;
  /** The caller's own user id (the super admin's for the anonymous caller). */
  self: number;
  /** The caller's brand (null on the main platform and for the anonymous caller). */
  brand: number | null;
  /** Mails of the main platform and of brand 9 in the built-in mailbox. */
  mail: { main: number; brand9: number };
  /** A notification of the caller (the super admin's for the anonymous caller), and one of a user outside PEOPLE. */
  notification: { own: number; other: number };
  /**
   * An upload made for this call: by the caller ('self'), by a plain user of the caller's brand
   * scope ('own') or of another brand ('other'). Each caller has its own to delete. 'read' uploads
   * may be attached to records by the rows (which widens who reads them); 'loose' ones never are.
   */
  upload(purpose: 'read' | 'loose' | 'delete', whose: 'self' | 'own' | 'other'): number;
  /** The test database, for setup() of records a case consumes (deletions, one-way transitions). */
  db: Db;
  /** First column of the first row of a query, for setup(). */
  scalar<T>(query: SQL): Promise<T>;
}

export interface Case {
  /** Makes a record for this caller's call (one to delete, a one-way transition); its id reaches request() and guards(). */
  setup?(call: Call): Promise<number>;
  request(call: Call, fresh: number): InjectOptions;
  expect: Cells;
  /** For writes: the row that a refused call must leave exactly as it was. */
  guards?(call: Call, fresh: number): { table: string; id: number };
  /** After a call that succeeded: gives back what the next calls need (the caller's sessions, ended by the call). */
  undo?(call: Call): Promise<void>;
}

export interface Row {
  access: AccessPolicy;
  /** Only while a route declared elsewhere is not registered yet; the test prints it. */
  pendingRoute?: true;
  cases: Record<string, Case>;
}

/**
 * Records the rows of an area refer to through `own(kind)` / `other(kind)`: a query giving the id
 * (as `v`) of one record of the given brand scope (null = main platform).
 */
export type Fixtures = Record<string, (brand: number | null) => SQL>;

/** What a `<area>.rows.ts` file exports. */
export interface AreaMatrix {
  rows: Record<string, Row>;
  fixtures?: Fixtures;
}

export const ADMINS = ['ROLE_ADMIN', 'ROLE_ADMIN_BRAND', 'ROLE_ADMIN_OFFICE'] as const;
export const STAFF = [...ADMINS, 'ROLE_COMMERCIAL'] as const;
