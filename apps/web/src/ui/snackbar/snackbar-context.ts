import type { SnackbarPreset } from '@hubgrade/domain/common/snackbar';
import { createContext, useContext } from 'react';

export type SnackbarSeverity = 'success' | 'error' | 'warning' | 'info';

export interface SnackbarOptions {
  /** Replaces the standard text of the kind. */
  message?: string;
  /** A named duration of the specs (feed, bookingError, …); `duration` wins over it. */
  preset?: SnackbarPreset;
  /** Milliseconds; 2 s by default. */
  duration?: number;
}

export interface SnackbarApi {
  show: (message: string, options?: Omit<SnackbarOptions, 'message'> & { severity?: SnackbarSeverity }) => void;
  /** "Une erreur s'est produite" */
  error: (options?: SnackbarOptions) => void;
  /** "Action réussie" */
  success: (options?: SnackbarOptions) => void;
  /** "Modification annulée" */
  cancel: (options?: SnackbarOptions) => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The snackbar of the application (SnackbarProvider in the app's providers). */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return api;
}
