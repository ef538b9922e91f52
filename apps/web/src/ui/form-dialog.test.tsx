import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { useApiForm } from '../lib/api-form.ts';
import { DialogForm, FormDialog } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';
import type { FormSave } from './use-form-save.ts';

interface NameForm extends FieldValues {
  name: string;
}

const resolver: Resolver<NameForm, unknown, NameForm> = async (values): Promise<ResolverResult<NameForm, NameForm>> =>
  values.name.trim() === ''
    ? { values: {}, errors: { name: { type: 'required', message: 'Le nom est obligatoire' } } }
    : { values, errors: {} };

function NameFormBody({ editing, save }: { editing: boolean; save: FormSave<NameForm> }) {
  const form = useApiForm(resolver, { name: editing ? 'Salle A' : '' }, ['name']);
  return (
    <DialogForm form={form} save={save} editing={editing} cancelLabel="Annuler" saveLabel="Valider" onClose={() => undefined}>
      <FormTextField control={form.control} name="name" label="Nom" />
    </DialogForm>
  );
}

function renderDialog(open: boolean, editing: boolean, submit: FormSave<NameForm>['submit']) {
  return render(
    <FormDialog open={open} title="Modifier la salle" onClose={() => undefined}>
      <NameFormBody editing={editing} save={{ pending: false, submit }} />
    </FormDialog>,
  );
}

afterEach(cleanup);

describe('FormDialog and DialogForm', () => {
  it('names the dialog by its title and mounts the form only while open', () => {
    const { rerender } = renderDialog(false, true, vi.fn());
    expect(screen.queryByRole('textbox', { name: 'Nom' })).toBeNull();
    rerender(
      <FormDialog open title="Modifier la salle" onClose={() => undefined}>
        <NameFormBody editing save={{ pending: false, submit: vi.fn() }} />
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Modifier la salle' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeTruthy();
  });

  it('keeps an edit’s Save disabled until a field changes, then sends the form’s body', async () => {
    const submit = vi.fn();
    renderDialog(true, true, submit);
    const save = screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), ' bis');
    await waitFor(() => expect(save.disabled).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Salle A bis' });
  });

  it('puts the API’s field message of a refused save on its field', async () => {
    renderDialog(true, false, (_body, showErrors) =>
      showErrors(new ApiError(400, 'Données invalides', { name: ['Ce nom est déjà pris'] })),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Salle B');
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ce nom est déjà pris')).toBeTruthy();
  });

  it('sends nothing while the form is invalid', async () => {
    const submit = vi.fn();
    renderDialog(true, false, submit);
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Le nom est obligatoire')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});
