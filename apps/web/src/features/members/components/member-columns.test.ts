import { describe, expect, it } from 'vitest';
import { columnId, columnVisibility } from '../../../ui/data-table/column-visibility.ts';
import { memberColumns } from './member-columns.tsx';
import { accountTypeOptions, ROLE_OPTIONS, STATE_OPTIONS } from './member-filters.tsx';

function shown(brandId: number | null) {
  const columns = memberColumns(brandId);
  const visibility = columnVisibility(columns, { brandId, roles: ['ROLE_ADMIN'], userType: null });
  return columns.filter((column) => visibility[columnId(column) ?? ''] !== false).map((column) => column.header);
}

describe('user table columns (members-bookings-feed §2.2)', () => {
  it('on the platform: the roles, the account type and the brand, no owner or contract column', () => {
    expect(shown(null)).toEqual([
      'Id',
      "Date d'inscription",
      'Prénom',
      'Nom',
      'Société',
      'Type de société',
      'Téléphone',
      'Email',
      'Roles',
      'Type',
      'État',
      'Brand',
    ]);
  });

  it('on a brand: the owner, the account and the contract instead', () => {
    expect(shown(9)).toEqual([
      'Id',
      "Date d'inscription",
      'Prénom',
      'Nom',
      'Société',
      'Propriétaire',
      'Téléphone',
      'Email',
      'Compte',
      'État',
      'Contrat',
    ]);
  });

  it('sorts on the id, the sign-up date and the last name only', () => {
    const sortable = memberColumns(null).filter((column) => column.meta?.sortKey !== undefined);
    expect(sortable.map((column) => column.meta?.sortKey)).toEqual(['userId', 'userInscriptionDate', 'userLastName']);
  });
});

describe('user table filters', () => {
  it('offer the four account states and the five roles', () => {
    expect(STATE_OPTIONS).toEqual([
      ['active', 'Actif'],
      ['inactive', 'Inactif'],
      ['disabled', 'Désactivé'],
      ['pending', 'En attente de validation'],
    ]);
    expect(ROLE_OPTIONS.map(([, label]) => label)).toEqual([
      'Super administrateur',
      'Administrateur de marque',
      "Administrateur d'espace",
      'Commercial',
      'Membre',
    ]);
  });

  it('name the account types in the brand’s words', () => {
    expect(accountTypeOptions(null)).toEqual([
      ['1', 'Loueur'],
      ['2', 'Locataire'],
    ]);
    expect(accountTypeOptions(9)).toEqual([
      ['1', 'Admin'],
      ['2', 'Client'],
    ]);
  });
});
