import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectFilter } from './select-filter.tsx';

const OPTIONS = [
  ['1', 'En attente'],
  ['3', 'Validé'],
] as const;

afterEach(cleanup);

describe('SelectFilter', () => {
  it('gives the chosen key, and undefined for the choice that removes the filter', async () => {
    const onChange = vi.fn();
    render(<SelectFilter label="État" value="1" options={OPTIONS} allLabel="Tous" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'État' });
    expect(select.textContent).toBe('En attente');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Validé' }));
    expect(onChange).toHaveBeenLastCalledWith('3');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Tous' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('reads as its "all" choice when no option is chosen, and offers no such choice without its label', async () => {
    const { unmount } = render(<SelectFilter label="État" value={undefined} options={OPTIONS} allLabel="Tous" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'État' }).textContent).toBe('Tous');
    unmount();
    render(<SelectFilter label="Espace" value="1" options={OPTIONS} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Espace' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['En attente', 'Validé']);
  });

  it('shows no value while the value is not among the options (not loaded yet)', () => {
    render(<SelectFilter label="Site" value="42" options={OPTIONS} allLabel="Tous les sites" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Site' }).textContent).not.toContain('42');
  });
});
