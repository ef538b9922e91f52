import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { ReplyBox } from './reply-box.tsx';

const sender = { id: 7, company: null, firstName: 'Paul', lastName: 'Roux', email: 'paul.roux@exemple.fr', mobile: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reply box', () => {
  it('says beforehand that the answer waits for moderation, and once sent that it does', async () => {
    const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 90 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarContext.Provider value={snackbar}>
          <ReplyBox discussionId={3} sender={sender} />
        </SnackbarContext.Provider>
      </QueryClientProvider>,
    );
    const field = screen.getByRole('textbox', { name: L.replyLabel });
    expect(screen.getByText(new RegExp(L.replyHint))).toBeTruthy();
    await userEvent.type(field, 'Bonjour, le bureau est libre.');
    await userEvent.click(screen.getByRole('button', { name: L.send }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: L.done.reply }));
    expect(L.done.reply).toBe('Réponse envoyée : en attente de modération');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(fetch).toHaveBeenCalledOnce();
  });
});
