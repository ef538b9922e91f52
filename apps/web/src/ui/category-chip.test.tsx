import { getContrastRatio } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryChip } from './category-chip.tsx';

afterEach(cleanup);

/** The text colour the chip's label is drawn in, over its own background. */
function colours(name: string) {
  const chip = screen.getByText(name).closest('.MuiChip-root') as HTMLElement;
  const style = getComputedStyle(chip);
  return { text: style.color, background: style.backgroundColor };
}

describe('CategoryChip', () => {
  it.each([
    ['a light category colour', '#FFEB3B'],
    ['a pale one', '#E3F2FD'],
    ['a dark one', '#1A237E'],
  ])('writes %s’s name in a readable text', (_, color) => {
    render(<CategoryChip category={{ name: 'Coworking', color }} />);
    const { text, background } = colours('Coworking');
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws nothing without a category', () => {
    const { container } = render(<CategoryChip category={null} />);
    expect(container.textContent).toBe('');
  });
});
