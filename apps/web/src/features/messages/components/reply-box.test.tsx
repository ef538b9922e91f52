import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, spySnackbar } from '../../../test-providers.tsx';
import { ReplyBox } from './reply-box.tsx';

const sender = { id: 7, company: null, firstName: 'Paul', lastName: 'Roux', email: 'paul.roux@exemple.fr', mobile: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reply box', () => {
  it('says beforehand that the answer waits for moderation, and once sent that it does', async () => {
    const snackbar = spySnackbar();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 90 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ReplyBox discussionId={3} sender={sender} />, { snackbar });
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
