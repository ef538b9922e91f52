import type { SnackbarPreset } from '@hubgrade/domain/common/snackbar';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { useConfirm } from './confirm-dialog.tsx';
import type { ConfirmOptions } from './confirm-dialog-view.tsx';
import { useSnackbar } from './snackbar/snackbar-context.ts';

/** The part of a TanStack Query mutation that the feedback drives. */
export interface FeedbackMutation<D, V> {
  mutateAsync: (variables: V) => Promise<D>;
}

/** The error snackbar's text for a failure: a string replaces the standard text, undefined keeps it. */
export type ErrorText = (error: Error) => string | undefined;

/** The API's own words (a refusal says why), the standard text when the call never got an answer. */
export const apiMessage: ErrorText = (error) => error.message;
/** Always the standard "Une erreur s'est produite". */
export const standardError: ErrorText = () => undefined;
/** The API's words only for an answer in its error format; a network failure gets the standard text. */
export const apiErrorMessage: ErrorText = (error) => (error instanceof ApiError ? error.message : undefined);
/** The API's words only for a refusal of the flow (409), which says why in French. */
export const conflictMessage: ErrorText = (error) => (error instanceof ApiError && error.status === 409 ? error.message : undefined);

/**
 * The server's words for a refused field (a 400): its first field message, else the answer's own;
 * null for any other failure. A form shows them beside what was typed and stays open.
 */
export function fieldRefusal(error: Error): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return Object.values(error.errors).find((messages) => messages.length > 0)?.[0] ?? error.message;
}

export interface FeedbackOptions<D> {
  /** Asked first; a refusal shows "Modification annulée" and sends nothing. */
  confirm?: ConfirmOptions;
  /** Replaces "Action réussie"; false says nothing, when a step that follows at once tells how it all went. */
  success?: string | ((answer: D) => string) | false;
  /** Runs before the success snackbar. */
  onSuccess?: (answer: D) => void;
  /** The error snackbar's text; the API's message by default. */
  error?: ErrorText;
  /** Runs before the error snackbar (e.g. field errors shown in a form). */
  onError?: (error: Error) => void;
  /** How long the snackbars stay, when the screen's spec gives its own duration (the feed's 4 s). */
  preset?: SnackbarPreset;
}

export type RunMutation = <D, V>(mutation: FeedbackMutation<D, V>, variables: V, options?: FeedbackOptions<D>) => Promise<void>;

/**
 * Confirm, send, then tell how it went: the one way the back-office answers an action.
 * `const { run, dialog } = useMutationFeedback()`: render `dialog`, then
 * `run(remove, id, { confirm: { message } })`. `confirm` is there for questions asked before
 * something other than a mutation (a dialog to open), so that a screen keeps one dialog.
 */
export function useMutationFeedback(): { run: RunMutation; confirm: (options?: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [confirm, dialog] = useConfirm();
  const snackbar = useSnackbar();

  const run: RunMutation = async (mutation, variables, options = {}) => {
    if (options.confirm && !(await confirm(options.confirm))) return snackbar.cancel({ preset: options.preset });
    let answer: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      answer = await mutation.mutateAsync(variables);
    } catch (failure) {
      const error = failure instanceof Error ? failure : new Error(String(failure));
      options.onError?.(error);
      return snackbar.error({ message: (options.error ?? apiMessage)(error), preset: options.preset });
    }
    options.onSuccess?.(answer);
    const { success } = options;
    if (success === false) return;
    snackbar.success({ message: typeof success === 'function' ? success(answer) : success, preset: options.preset });
  };

  return { run, confirm, dialog };
}
