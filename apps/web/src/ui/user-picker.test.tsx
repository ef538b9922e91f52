import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PickedUser, UserPicker } from './user-picker.tsx';

afterEach(cleanup);

const LEA: PickedUser = { id: 7, email: 'lea@x.fr', firstName: 'Léa', lastName: 'Roux', companyName: 'Atelier' };
const MARC: PickedUser = { id: 8, email: 'marc@x.fr', firstName: 'Marc', lastName: 'Petit', companyName: null };

describe('UserPicker', () => {
  it('hands the typed text to the caller, lists the users found as they are, and gives back the one picked', () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(<UserPicker label="Utilisateur" value={null} onChange={onChange} options={[LEA, MARC]} loading={false} onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Utilisateur' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(onSearch).toHaveBeenLastCalledWith('zzz');
    // The server searched: nothing is filtered out here.
    expect(screen.getByRole('option', { name: 'Léa Roux (Atelier) – lea@x.fr' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Marc Petit – marc@x.fr' }));
    expect(onChange).toHaveBeenCalledWith(MARC);
  });

  it('keeps showing the chosen user when the search no longer finds them, and the error under the field', () => {
    render(
      <UserPicker
        label="Membre"
        value={{ ...LEA, email: '' }}
        onChange={vi.fn()}
        options={[MARC]}
        loading={false}
        onSearch={vi.fn()}
        error="Ce champ est requis."
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Membre' }) as HTMLInputElement).value).toBe('Léa Roux (Atelier)');
    expect(screen.getByText('Ce champ est requis.')).toBeTruthy();
  });
});
