import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { type SnackbarApi, SnackbarContext } from './snackbar/snackbar-context.ts';
import {
  apiErrorMessage,
  conflictMessage,
  fieldRefusal,
  type RunMutation,
  standardError,
  useMutationFeedback,
} from './use-mutation-feedback.ts';

let run: RunMutation = () => Promise.resolve();

function Host() {
  const feedback = useMutationFeedback();
  run = feedback.run;
  return feedback.dialog;
}

function setUp() {
  const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
  render(
    <SnackbarContext.Provider value={snackbar}>
      <Host />
    </SnackbarContext.Provider>,
  );
  return snackbar;
}

const succeeding = <D,>(answer: D) => ({ mutateAsync: vi.fn((_: number) => Promise.resolve(answer)) });
const failing = (error: Error) => ({ mutateAsync: vi.fn((_: number) => Promise.reject(error)) });
const question = { title: 'Supprimer le tarif ?', message: 'Êtes-vous sûr ?', confirmLabel: 'Supprimer', destructive: true };

afterEach(cleanup);

describe('useMutationFeedback', () => {
  it('sends nothing and says "Modification annulée" when the question is cancelled', async () => {
    const snackbar = setUp();
    const remove = succeeding(null);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = run(remove, 7, { confirm: question });
    });
    await screen.findByRole('dialog', { name: 'Supprimer le tarif ?' });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await act(() => done);
    expect(remove.mutateAsync).not.toHaveBeenCalled();
    expect(snackbar.cancel).toHaveBeenCalledOnce();
    expect(snackbar.success).not.toHaveBeenCalled();
    expect(snackbar.error).not.toHaveBeenCalled();
  });

  it('sends once confirmed, runs the screen’s own step, then shows the success', async () => {
    const snackbar = setUp();
    const validate = succeeding({ count: 2 });
    const clear = vi.fn();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = run(validate, 7, {
        confirm: question,
        onSuccess: clear,
        success: (answer) => `${answer.count} comptes validés`,
      });
    });
    await screen.findByRole('dialog', { name: 'Supprimer le tarif ?' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await act(() => done);
    expect(validate.mutateAsync).toHaveBeenCalledWith(7);
    expect(clear).toHaveBeenCalledWith({ count: 2 });
    expect(snackbar.success).toHaveBeenCalledWith({ message: '2 comptes validés' });
    expect(clear.mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(snackbar.success).mock.invocationCallOrder[0] ?? 0);
    expect(snackbar.cancel).not.toHaveBeenCalled();
  });

  it('says nothing of a success when told so: the step that follows tells how it all went', async () => {
    const snackbar = setUp();
    const save = succeeding({ id: 3 });
    const next = vi.fn();
    await act(() => run(save, 1, { success: false, onSuccess: next }));
    expect(next).toHaveBeenCalledWith({ id: 3 });
    expect(snackbar.success).not.toHaveBeenCalled();
  });

  it('sends at once without a question, with the standard success text', async () => {
    const snackbar = setUp();
    const patch = succeeding({});
    await act(() => run(patch, 3));
    expect(patch.mutateAsync).toHaveBeenCalledWith(3);
    expect(snackbar.success).toHaveBeenCalledWith({ message: undefined });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the API’s message on a failure by default, after the screen’s own step', async () => {
    const snackbar = setUp();
    const refusal = new ApiError(409, 'Des contrats sont en cours');
    const showErrors = vi.fn();
    await act(() => run(failing(refusal), 1, { onError: showErrors }));
    expect(showErrors).toHaveBeenCalledWith(refusal);
    expect(snackbar.error).toHaveBeenCalledWith({ message: 'Des contrats sont en cours' });
    expect(snackbar.success).not.toHaveBeenCalled();
  });

  it('lets the screen choose the error text', async () => {
    const snackbar = setUp();
    await act(() => run(failing(new ApiError(409, 'Refusé')), 1, { error: standardError }));
    expect(snackbar.error).toHaveBeenLastCalledWith({ message: undefined });
    await act(() => run(failing(new ApiError(403, 'Interdit')), 1, { error: () => 'Permission refusée' }));
    expect(snackbar.error).toHaveBeenLastCalledWith({ message: 'Permission refusée' });
  });
});

describe('error texts', () => {
  const network = new ApiError(0, 'Failed to fetch');
  it('keep the API’s words only where the screen shows them', () => {
    expect(conflictMessage(new ApiError(409, 'Conversation archivée'))).toBe('Conversation archivée');
    expect(conflictMessage(new ApiError(500, 'Boom'))).toBeUndefined();
    expect(conflictMessage(new Error('x'))).toBeUndefined();
    expect(apiErrorMessage(network)).toBe('Failed to fetch');
    expect(apiErrorMessage(new Error('x'))).toBeUndefined();
    expect(standardError(network)).toBeUndefined();
  });
});

describe('fieldRefusal', () => {
  it('gives the field message of a 400, else its message, and nothing for another failure', () => {
    const refused = new ApiError(400, 'Requête invalide', { 'hubgrade_booking.bookingEnd': ['Date invalide (AAAA-MM-JJ)'] });
    expect(fieldRefusal(refused)).toBe('Date invalide (AAAA-MM-JJ)');
    expect(fieldRefusal(new ApiError(400, 'Requête invalide'))).toBe('Requête invalide');
    expect(fieldRefusal(new ApiError(409, 'Déjà fait'))).toBeNull();
    expect(fieldRefusal(new Error('réseau'))).toBeNull();
  });
});
