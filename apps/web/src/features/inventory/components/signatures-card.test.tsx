import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import { ONE_TIME_CODE_LABELS as CODE } from '@hubgrade/domain/one-time-code/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../ui/snackbar/snackbar-provider.tsx';
import { SignaturesCard } from './signatures-card.tsx';

// jsdom draws nothing on a canvas: the pad is a button that hands over a drawing.
vi.mock('../../../ui/signature-pad.tsx', () => ({
  SignaturePadField: ({ label, onChange }: { label: string; onChange: (drawing: string) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,iVBORw0KGgo=')}>
      {label}
    </button>
  ),
}));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(answer: (url: string) => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url);
    }),
  );
  return calls;
}

/** An entry report staff have signed, every item with a condition. */
const report = (tenantCode: Inventory['tenantCode']): Inventory => ({
  id: 7,
  kind: 'entry',
  state: 'draft',
  contract: 3,
  tenant: 'Léa Durand',
  space: 'Bureau 3',
  createdAt: '2026-11-27T10:00:00.000Z',
  items: 1,
  filled: 1,
  brand: 5,
  rooms: [
    {
      id: 1,
      name: 'Bureau',
      items: [{ id: 2, name: 'Sol', condition: 'good', number: null, multiple: false, commentary: '', photos: [], entry: null }],
    },
  ],
  entryReport: null,
  exitReport: null,
  signatures: [{ party: 'staff', name: 'Camille Martin', signedAt: '2026-11-27T10:05:00.000Z' }],
  tenantCode,
});

function renderCard(shown: Inventory) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })}>
      <SnackbarProvider>
        <SignaturesCard report={shown} touch={false} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('signatures card: the tenant signs with a mailed code', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the code to the tenant once staff have signed, then opens the signature', async () => {
    const calls = stubApi(() => json({ sentTo: 'l***@exemple.fr' }));
    renderCard(report(null));
    expect(screen.queryByRole('button', { name: L.signing.sign('tenant') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: L.signing.sendCode }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/edl/7/signatures/code');
  });

  it('shows where the code went, waits before « Renvoyer le code », and keeps what was typed and drawn on a refusal', async () => {
    const refusal = CODE.wrong(4);
    const calls = stubApi(() => json({ status: 400, message: refusal, errors: { code: [refusal] } }, 400));
    renderCard(report({ sentTo: 'l***@exemple.fr', sentAt: new Date().toISOString() }));
    await userEvent.click(screen.getByRole('button', { name: L.signing.sign('tenant') }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(L.signing.codeSent('l***@exemple.fr'))).toBeTruthy();
    const resend = dialog.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    const field = dialog.getByLabelText(L.signing.code);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(dialog.getByLabelText(/Nom du signataire/), 'Léa Durand');
    await userEvent.click(dialog.getByRole('button', { name: L.signing.confirm }));
    expect(await dialog.findByText(CODE.shape)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: L.signing.drawn }));
    await userEvent.type(field, '123 456');
    await userEvent.click(dialog.getByRole('button', { name: L.signing.confirm }));
    await waitFor(() => expect(dialog.getAllByText(refusal).length).toBeGreaterThan(0));
    expect(calls[0]?.url).toContain('/api/edl/7/signatures');
    expect(calls[0]?.body).toEqual({
      party: 'tenant',
      name: 'Léa Durand',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      code: '123456',
    });
    expect((field as HTMLInputElement).value).toBe('123 456');
    expect((dialog.getByLabelText(/Nom du signataire/) as HTMLInputElement).value).toBe('Léa Durand');
  });

  it('offers a new code once the delay is over', async () => {
    const calls = stubApi(() => json({ sentTo: 'l***@exemple.fr' }));
    renderCard(report({ sentTo: 'l***@exemple.fr', sentAt: new Date(Date.now() - 120_000).toISOString() }));
    await userEvent.click(screen.getByRole('button', { name: L.signing.sign('tenant') }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: L.signing.resendCode }));
    await waitFor(() => expect(calls[0]?.url).toContain('/api/edl/7/signatures/code'));
  });
});
