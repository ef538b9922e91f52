import type { MemberRow } from '@hubgrade/domain/members/schemas';
import { getContrastRatio } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, expect, it } from 'vitest';
import { memberColumns } from './member-columns.tsx';

afterEach(cleanup);

it('writes the company type on a light category colour in a dark, readable text', () => {
  const column = memberColumns(null).find((c) => 'accessorKey' in c && c.accessorKey === 'parentCompanyType');
  // The cell reads only its value: it is called with just that.
  const cell = column?.cell as unknown as (context: { getValue: () => MemberRow['parentCompanyType'] }) => ReactElement;
  render(cell({ getValue: () => ({ id: 4, name: 'Startup', color: '#FFF59D' }) }));
  const chip = screen.getByText('Startup').closest('.MuiChip-root') as HTMLElement;
  const style = getComputedStyle(chip);
  expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
});
