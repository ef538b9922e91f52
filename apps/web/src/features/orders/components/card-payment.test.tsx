import { CARD_PAYMENT_LABELS as L } from '@hubgrade/domain/card-payments/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPaymentButton, CardPaymentReturn, goTo } from './card-payment.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(answer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return answer();
    }),
  );
  return calls;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/commandes/commandes/:id', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const outcome = (state: 'paid' | 'failed' | 'open', message: string) => ({ id: 7, invoiceId: 3, orderId: 12, state, message });

describe('card payment on the order sheet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the API once for the outcome of the return, says it, and takes the parameter out of the address', async () => {
    const calls = stubApi(() => json(outcome('paid', L.accepted)));
    const router = renderAt('/commandes/commandes/12?paiement-carte=7', <CardPaymentReturn />);
    expect(await screen.findByText(L.accepted)).toBeTruthy();
    expect(calls).toEqual(['/api/paiements-carte/7/confirmation']);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls).toHaveLength(1);
  });

  it('says a refusal in French', async () => {
    const refused = L.refused(L.reasons.failed);
    stubApi(() => json(outcome('failed', refused)));
    renderAt('/commandes/commandes/12?paiement-carte=7', <CardPaymentReturn />);
    expect(await screen.findByText(refused)).toBeTruthy();
  });

  it('asks nothing without a return in the address', () => {
    const calls = stubApi(() => json(outcome('paid', L.accepted)));
    renderAt('/commandes/commandes/12', <CardPaymentReturn />);
    expect(calls).toHaveLength(0);
  });

  it('opens a checkout and goes to its page; a refusal of the API stays on the sheet, in French', async () => {
    const assign = vi.spyOn(goTo, 'assign').mockImplementation(() => undefined);
    stubApi(() => json({ id: 8, amountCents: 5400, url: 'http://localhost/api/paiement-carte/cs_x' }, 201));
    renderAt('/commandes/commandes/12', <CardPaymentButton invoiceId={3} />);
    await userEvent.click(screen.getByRole('button', { name: L.pay }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/paiement-carte/cs_x'));

    cleanup();
    stubApi(() => json({ status: 409, message: L.refusals.notOwed }, 409));
    renderAt('/commandes/commandes/12', <CardPaymentButton invoiceId={3} />);
    await userEvent.click(screen.getByRole('button', { name: L.pay }));
    expect(await screen.findByText(L.refusals.notOwed)).toBeTruthy();
  });
});
