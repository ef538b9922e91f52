import { describe, expect, it } from 'vitest';
import { columnId, columnVisibility } from '../../../ui/data-table/column-visibility.ts';
import { COMPANY_COLUMNS, COMPANY_COLUMNS_WITH_SLACK } from './company-columns.tsx';

function shown(columns: typeof COMPANY_COLUMNS, brandId: number | null) {
  const visibility = columnVisibility(columns, { brandId, roles: ['ROLE_ADMIN'], userType: null });
  return columns.filter((column) => visibility[columnId(column) ?? ''] !== false).map((column) => column.header);
}

describe('companies table columns (tables-and-sheets §2.9)', () => {
  it('show the address on the platform and the site on a brand', () => {
    expect(shown(COMPANY_COLUMNS, null)).toEqual([
      'ID',
      'Nom',
      'Adresse',
      'Ville',
      'Contrat en cours',
      "Nombre d'utilisateurs",
      'Catégorie',
    ]);
    expect(shown(COMPANY_COLUMNS, 5)).toEqual(['ID', 'Nom', 'Espace', 'Ville', 'Contrat en cours', "Nombre d'utilisateurs", 'Catégorie']);
  });

  it('end with the Slack channel where the brand uses Slack', () => {
    expect(shown(COMPANY_COLUMNS_WITH_SLACK, 5).at(-1)).toBe('Canal Slack');
  });
});
