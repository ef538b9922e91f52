import { describe, expect, it } from 'vitest';
import {
  allOf,
  anyOf,
  anyRole,
  branded,
  brandIn,
  choosableColumns,
  columnId,
  columnVisibility,
  not,
  unbranded,
  userTypeIsNot,
  type VisibilityContext,
} from './column-visibility.ts';

const context = (over: Partial<VisibilityContext> = {}): VisibilityContext => ({
  brandId: null,
  roles: ['ROLE_ADMIN'],
  userType: null,
  ...over,
});

/** Columns of the coworking contracts table (tables-and-sheets §2.3) and the user table (members §2.2). */
const columns = [
  { accessorKey: 'id', header: 'Id' },
  { id: 'salesperson', meta: { visibleWhen: anyOf(unbranded, brandIn(5)) } },
  { id: 'space', meta: { visibleWhen: userTypeIsNot(2) } },
  { id: 'tenant', meta: { visibleWhen: userTypeIsNot(1) } },
  { accessorKey: 'roles', meta: { visibleWhen: unbranded } },
  {
    id: 'welcomr',
    meta: { visibleWhen: allOf(anyOf(unbranded, anyRole('ROLE_ADMIN', 'ROLE_ADMIN_BRAND')), not(anyRole('ROLE_COMMERCIAL'))) },
  },
];

describe('column visibility rules', () => {
  it('keeps the salesperson column for brand 5 and the main platform only', () => {
    expect(columnVisibility(columns, context()).salesperson).toBe(true);
    expect(columnVisibility(columns, context({ brandId: 5 })).salesperson).toBe(true);
    expect(columnVisibility(columns, context({ brandId: 9 })).salesperson).toBe(false);
  });

  it('hides the space or the tenant column by the account type of the member page', () => {
    expect(columnVisibility(columns, context({ userType: 1 }))).toMatchObject({ space: true, tenant: false });
    expect(columnVisibility(columns, context({ userType: 2 }))).toMatchObject({ space: false, tenant: true });
    expect(columnVisibility(columns, context())).toMatchObject({ space: true, tenant: true });
  });

  it('combines brand and role rules', () => {
    expect(columnVisibility(columns, context({ brandId: 9, roles: ['ROLE_ADMIN_BRAND'] })).welcomr).toBe(true);
    expect(columnVisibility(columns, context({ brandId: 9, roles: ['ROLE_ADMIN_OFFICE'] })).welcomr).toBe(false);
    expect(columnVisibility(columns, context({ roles: ['ROLE_COMMERCIAL'] })).welcomr).toBe(false);
  });

  it('gives every column an entry, keyed like the table library keys it', () => {
    expect(columnVisibility(columns, context({ brandId: 8 }))).toEqual({
      id: true,
      salesperson: false,
      space: true,
      tenant: true,
      roles: false,
      welcomr: true,
    });
    expect(columnId({ accessorKey: 'email' })).toBe('email');
    expect(columnId({ id: 'menu', accessorKey: 'x' })).toBe('menu');
    expect(columnId({})).toBeUndefined();
  });

  it('reads a branded deployment as branded', () => {
    expect(branded(context({ brandId: 10 }))).toBe(true);
    expect(branded(context())).toBe(false);
  });

  it('hides the columns the user hid, but never one the rules hide the user could not choose, nor the row’s name', () => {
    const named = [
      { accessorKey: 'id', header: 'Id' },
      { accessorKey: 'name', header: 'Nom', meta: { href: () => '/membres/1' } },
      { accessorKey: 'email', header: 'Email' },
      { accessorKey: 'roles', header: 'Rôles', meta: { visibleWhen: unbranded } },
    ];
    expect(choosableColumns(named, context({ brandId: 3 }))).toEqual([
      { id: 'id', label: 'Id' },
      { id: 'email', label: 'Email' },
    ]);
    expect(columnVisibility(named, context({ brandId: 3 }), ['email', 'name', 'roles'])).toEqual({
      id: true,
      name: true,
      email: false,
      roles: false,
    });
    // Without a link, the first column names the row.
    expect(choosableColumns(columns, context({ brandId: 8 })).map((choice) => choice.id)).not.toContain('id');
  });
});
