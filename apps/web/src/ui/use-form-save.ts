import { type FeedbackMutation, useMutationFeedback } from './use-mutation-feedback.ts';

/** How a dialog's form saves: whether the call runs, and the submit that runs it. */
export interface FormSave<B> {
  pending: boolean;
  /** Sends the form's body; a refusal's field messages go to `showErrors`. */
  submit: (body: B, showErrors: (error: Error) => void) => void;
}

/**
 * The save of a creation or edit form, with the back-office's feedback: `success` said once it is
 * saved, after `onSuccess` (open the new record, close the dialog). `send` makes the call's body
 * of the form's (only the changed fields, say); by default the form's body is sent as it is.
 */
export function useFormSave<D, V, B = V>(
  mutation: FeedbackMutation<D, V> & { isPending: boolean },
  { success, onSuccess, send }: { success: string; onSuccess: (answer: D) => void; send?: (body: B) => V },
): FormSave<B> {
  const { run } = useMutationFeedback();
  return {
    pending: mutation.isPending,
    submit: (body, showErrors) => run(mutation, send ? send(body) : (body as unknown as V), { success, onError: showErrors, onSuccess }),
  };
}
