import { LABEL_LABELS } from '@hubgrade/domain/labels/labels';
import type { Label } from '@hubgrade/domain/labels/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, spySnackbar } from '../../../test-providers.tsx';
import type { LabelledRecord } from '../api/labels.ts';
import { RecordLabelsCard } from './record-labels.tsx';

const L = LABEL_LABELS.record;

const label = (id: number, name: string, colour: Label['colour']): Label => ({
  id,
  name,
  colour,
  brand: 9,
  ads: 0,
  pages: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const CALME = label(1, 'Calme', 'green');
const VUE = label(2, 'Vue sur mer', 'blue');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/**
 * The API of the labels: the record's list, the brand's list, and the save (`put` answers it).
 * Each call is kept to be checked.
 */
function stubApi(put: (body: { labels: number[] }) => Response) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let carried: Label[] = [CALME];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') {
        const answer = put(body);
        if (answer.ok) carried = [CALME, VUE].filter((l) => body.labels.includes(l.id));
        return answer;
      }
      const query = new URL(url, 'http://localhost').searchParams;
      const items = query.has('ad') || query.has('staticPage') ? carried : [CALME, VUE];
      return json({ items, total: items.length, next: null });
    }),
  );
  return calls;
}

function renderCard(record: LabelledRecord) {
  const snackbar = spySnackbar();
  renderWithProviders(<RecordLabelsCard record={record} brandId={9} />, { snackbar });
  return { snackbar, card: screen.getByRole('region', { name: L.title }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the labels of a record', () => {
  it('shows the ad’s labels as chips, then saves the ones chosen among the brand’s', async () => {
    const calls = stubApi(() => json({ items: [CALME, VUE].map(({ id, name, colour }) => ({ id, name, colour })) }));
    const { snackbar, card } = renderCard({ kind: 'ad', id: 7 });
    const chips = await within(card).findByRole('list', { name: L.title });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Calme']);
    expect(calls[0]?.url).toMatch(/^\/api\/labels\?.*\bad=7\b/);

    await userEvent.click(within(card).getByRole('button', { name: L.editLabel }));
    const picker = within(card).getByRole('combobox', { name: L.picker });
    await userEvent.click(picker);
    // The brand's labels are offered, those already chosen left out.
    const option = await screen.findByRole('option', { name: 'Vue sur mer' });
    expect(screen.queryByRole('option', { name: 'Calme' })).toBeNull();
    expect(calls.some((call) => /^\/api\/labels\?.*\bbrand=9\b/.test(call.url))).toBe(true);
    await userEvent.click(option);
    await userEvent.click(within(card).getByRole('button', { name: L.save }));

    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: 'Étiquettes enregistrées' }));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/ads/7/labels', body: { labels: [1, 2] } });
    // Back to the chips, now both.
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: L.title }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Calme', 'Vue sur mer']),
    );
  });

  it('keeps a refusal written above the choice, and the choice, until the next attempt', async () => {
    const refusal = 'Ces étiquettes ne sont pas de la même marque que la fiche';
    stubApi(() => json({ status: 400, message: 'Requête invalide', errors: { labels: [refusal] } }, 400));
    const { snackbar, card } = renderCard({ kind: 'staticPage', id: 3 });
    await userEvent.click(await within(card).findByRole('button', { name: L.editLabel }));
    // Calme taken off (Backspace in the empty field removes the last chip): the page is to carry none.
    await userEvent.click(within(card).getByRole('combobox', { name: L.picker }));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(card).getByRole('button', { name: L.save }));

    expect(await within(card).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(snackbar.error).toHaveBeenCalled();
    expect(snackbar.success).not.toHaveBeenCalled();
    // Still editing, with what was chosen.
    expect(within(card).getByRole('combobox', { name: L.picker })).toBeTruthy();
    expect(within(card).queryByText('Calme')).toBeNull();
  });
});
