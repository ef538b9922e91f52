import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { type SnackbarApi, useSnackbar } from './snackbar-context.ts';
import { SnackbarProvider } from './snackbar-provider.tsx';

afterEach(cleanup);

it('shows the first message once the snackbar view has loaded', async () => {
  let snackbar: SnackbarApi | undefined;
  function Host() {
    snackbar = useSnackbar();
    return null;
  }
  render(
    <SnackbarProvider>
      <Host />
    </SnackbarProvider>,
  );
  expect(screen.queryByTestId('snackbar')).toBeNull();
  act(() => snackbar?.error());
  expect((await screen.findByTestId('snackbar')).textContent).toBe("Une erreur s'est produite");
});
