import type { PhoneNumber } from '@hubgrade/domain/phone/schemas';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input.tsx';

const MESSAGE = 'Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).';
let reported: PhoneNumber | null = null;

function Host({ initial = null }: { initial?: Pick<PhoneNumber, 'countryCode' | 'phoneNumber'> | null }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      onChange={(next) => {
        reported = next;
        setValue(next);
      }}
    />
  );
}

const number = () => screen.getByRole('textbox', { name: /Numéro de mobile/ }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  reported = null;
});

describe('PhoneInput', () => {
  it('preselects France', () => {
    render(<Host />);
    expect((screen.getByRole('combobox', { name: 'Pays' }) as HTMLInputElement).value).toBe('France (+33)');
  });

  it('refuses starts other than 06, 07, 6, 7 or +', async () => {
    render(<Host />);
    await userEvent.type(number(), '1');
    expect(number().value).toBe('');
    await userEvent.type(number(), '09');
    expect(number().value).toBe('0');
    await userEvent.type(number(), '6 12 34 56 78');
    expect(number().value).toBe('06 12 34 56 78');
    expect(reported).toEqual({
      countryCode: 'FR',
      countryCallingCode: '33',
      formatNational: '06 12 34 56 78',
      phoneNumber: '0612345678',
      isValid: true,
    });
  });

  it('shows the message for an incomplete number once the field is left, and reports it invalid', async () => {
    render(<Host />);
    await userEvent.type(number(), '07 81');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(reported?.isValid).toBe(false);
  });

  it('prefills a stored number, and clears a stored French number that breaks the rule', () => {
    render(<Host initial={{ countryCode: 'FR', phoneNumber: '0612345678' }} />);
    expect(number().value).toBe('0612345678');
    cleanup();
    render(<Host initial={{ countryCode: 'FR', phoneNumber: '0112345678' }} />);
    expect(number().value).toBe('');
  });
});
