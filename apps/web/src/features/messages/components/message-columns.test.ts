import { partyWords } from '@hubgrade/domain/brands/vocabulary';
import { describe, expect, it } from 'vitest';
import { columnId, columnVisibility } from '../../../ui/data-table/column-visibility.ts';
import { messageColumns } from './message-columns.tsx';

function shown(brandId: number | null, userType: 1 | 2 | null) {
  const columns = messageColumns(partyWords(brandId));
  const visibility = columnVisibility(columns, { brandId, roles: ['ROLE_ADMIN'], userType });
  return columns.filter((column) => visibility[columnId(column) ?? ''] !== false).map((column) => column.header);
}

describe('messages table columns (tables-and-sheets §2.8)', () => {
  it('are ID, Date, Annonce, Loueur, Locataire, État on the messages page', () => {
    expect(shown(null, null)).toEqual(['ID', 'Date', 'Annonce', 'Loueur', 'Locataire', 'État']);
  });

  it('use the brand’s words for the two parties', () => {
    expect(shown(9, null)).toEqual(['ID', 'Date', 'Annonce', 'Prestataire', 'Client', 'État']);
  });

  it('leave out the member’s own side on a member’s sheet', () => {
    expect(shown(null, 1)).toEqual(['ID', 'Date', 'Annonce', 'Locataire', 'État']);
    expect(shown(null, 2)).toEqual(['ID', 'Date', 'Annonce', 'Loueur', 'État']);
  });
});
