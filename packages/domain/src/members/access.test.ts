import { describe, expect, it } from 'vitest';
import {
  ACCESS_RIGHT_NAMES,
  allRights,
  canToggleAll,
  canToggleRight,
  changedRights,
  coupleRights,
  fullAccess,
  holdsAllRights,
  toggleRight,
} from './access.ts';

const none = allRights(false);

describe('toggleRight (members-bookings-feed §4)', () => {
  it('turns invoice on with operation', () => {
    expect(toggleRight(none, 'operation', true)).toEqual({ ...none, operation: true, invoice: true });
  });

  it('turns operation off with invoice', () => {
    expect(toggleRight(allRights(true), 'invoice', false)).toEqual({ ...allRights(true), invoice: false, operation: false });
  });

  it('leaves the other rights alone', () => {
    expect(toggleRight(none, 'booking', true)).toEqual({ ...none, booking: true });
    expect(toggleRight(allRights(true), 'operation', false)).toEqual({ ...allRights(true), operation: false });
    expect(toggleRight(none, 'invoice', true)).toEqual({ ...none, invoice: true });
  });
});

describe('coupleRights (the server side of the same rule)', () => {
  it('keeps a consistent map as it is', () => {
    expect(coupleRights(none, { ...none, invoice: true })).toEqual({ ...none, invoice: true });
    expect(coupleRights(none, allRights(true))).toEqual(allRights(true));
  });

  it('brings invoice on when operation is asked for without it', () => {
    expect(coupleRights(none, { ...none, operation: true })).toEqual({ ...none, operation: true, invoice: true });
  });

  it('takes operation off when invoice was just turned off', () => {
    expect(coupleRights(allRights(true), { ...allRights(true), invoice: false })).toEqual({
      ...allRights(true),
      invoice: false,
      operation: false,
    });
  });

  it('never stores operation without invoice, whatever the input', () => {
    for (const prevOp of [true, false])
      for (const prevInv of [true, false])
        for (const op of [true, false])
          for (const inv of [true, false]) {
            const out = coupleRights({ ...none, operation: prevOp, invoice: prevInv }, { ...none, operation: op, invoice: inv });
            expect(out.operation && !out.invoice).toBe(false);
          }
  });
});

describe('fullAccess and helpers', () => {
  it('fills missing rights with false and drops unknown names', () => {
    expect(fullAccess({ booking: true, other: true })).toEqual({ ...none, booking: true });
    expect(fullAccess(null)).toEqual(none);
  });

  it('lists changed rights and whether all are held', () => {
    expect(changedRights(none, { ...none, ticket: true })).toEqual(['ticket']);
    expect(holdsAllRights(allRights(true))).toBe(true);
    expect(holdsAllRights({ ...allRights(true), ticket: false })).toBe(false);
    expect(ACCESS_RIGHT_NAMES).toEqual(['operation', 'invoice', 'booking', 'ticket']);
  });
});

describe('enable rules (§6)', () => {
  const plain = { roles: ['ROLE_USER'], companyOwner: false, access: {} };

  it('enables a right for an owner, a holder, an administrator or a commercial', () => {
    expect(canToggleRight(plain, 'invoice')).toBe(false);
    expect(canToggleRight({ ...plain, access: { invoice: true } }, 'invoice')).toBe(true);
    expect(canToggleRight({ ...plain, access: { invoice: true } }, 'ticket')).toBe(false);
    expect(canToggleRight({ ...plain, companyOwner: true }, 'ticket')).toBe(true);
    expect(canToggleRight({ ...plain, roles: ['ROLE_ADMIN_OFFICE'] }, 'ticket')).toBe(true);
    expect(canToggleRight({ ...plain, roles: ['ROLE_COMMERCIAL'] }, 'ticket')).toBe(true);
  });

  it('enables the master toggle for an owner, an administrator, a commercial or a holder of all rights', () => {
    expect(canToggleAll(plain)).toBe(false);
    expect(canToggleAll({ ...plain, access: { invoice: true, booking: true } })).toBe(false);
    expect(canToggleAll({ ...plain, access: allRights(true) })).toBe(true);
    expect(canToggleAll({ ...plain, companyOwner: true })).toBe(true);
    expect(canToggleAll({ ...plain, roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(canToggleAll({ ...plain, roles: ['ROLE_COMMERCIAL'] })).toBe(true);
  });
});
