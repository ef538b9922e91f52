import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorStep } from './second-factor-step.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(answer: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
  return calls;
}

function renderStep() {
  const onBack = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SecondFactorStep challenge="challenge-of-the-password-step" onBack={onBack} onReset={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onBack };
}

describe('sign-in second factor step', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('focuses the code field, made for one-time codes, and refuses a malformed code without calling the API', async () => {
    const calls = stubApi(() => json({ token: 'x' }));
    renderStep();
    const field = screen.getByLabelText(T.code);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(field, '12{Enter}');
    expect(await screen.findByText(T.codeOnlyFormat)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the code with the challenge on Enter and shows the refusal under the field', async () => {
    const calls = stubApi(() => json({ status: 401, message: T.invalidCode }, 401));
    renderStep();
    await userEvent.type(screen.getByLabelText(T.code), '123 456{Enter}');
    expect(await screen.findByText(T.invalidCode)).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/login_check/totp');
    expect(calls[0]?.body).toEqual({ challenge: 'challenge-of-the-password-step', code: '123 456' });
  });

  it('switches to a recovery code, which takes letters, and back to the sign-in', async () => {
    const calls = stubApi(() => json({ token: 'x' }));
    const { onBack } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: T.useRecovery }));
    expect(screen.getByText(T.recoveryStepIntro)).toBeTruthy();
    const field = screen.getByLabelText(T.codeOrRecovery);
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'abcde-fghjk{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ challenge: 'challenge-of-the-password-step', code: 'abcde-fghjk' });
    await userEvent.click(screen.getByRole('button', { name: T.back }));
    expect(onBack).toHaveBeenCalled();
  });
});
