import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandQuery } from '../../../lib/brand.ts';
import { type SnackbarApi, SnackbarContext } from '../../../ui/snackbar/snackbar-context.ts';
import { type Booker, ReservationDialog } from './reservation-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROOM = {
  id: 3,
  name: 'Salle Verte',
  color: '#2e7d32',
  capacity: 6,
  price: 2500,
  priceHalfDay: 8000,
  priceEvening: 6000,
  priceDay: 15000,
  sdrType: { id: 1, name: 'Créneaux' },
  setUps: [],
  quotaHoursPerDay: 2,
  quotaHoursPerMonth: null,
  espace: { id: 1, name: 'Paris Bastille' },
  brandId: null as number | null,
};

const member: Booker = {
  id: 7,
  firstName: 'Léa',
  lastName: 'Roux',
  companyName: 'Atelier',
  email: 'lea@x.fr',
  staff: false,
  brandId: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NO_EXCEPTION = { except: [], noDispo: [], noQuota: [], noCredit: [], afterBookingEnd: [], dates: [], endTime: null };

/** The dialog on a free hour of a day to come, on the Salle Verte, the API answering as `answers` says. */
function renderDialog(answers: {
  quota?: string | null;
  save?: Response;
  booker?: Booker;
  room?: typeof ROOM;
  sites?: { id: number; name: string }[];
}) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('/dispo/brand/true/sdr')) return json([answers.room ?? ROOM]);
      if (/\/api\/brand\/(true|\d+)\/users/.test(url)) return json([member]);
      if (url.includes('/check-quota/')) {
        return json({
          message: answers.quota ?? null,
          dayMinutes: 0,
          monthMinutes: 0,
          quotaHoursPerDay: 2,
          quotaHoursPerMonth: null,
          creditsCents: null,
          priceCents: 0,
        });
      }
      return answers.save ?? json({ id: 1, reservation: null, instances: NO_EXCEPTION }, 201);
    }),
  );
  const snackbar: SnackbarApi = { show: vi.fn(), error: vi.fn(), success: vi.fn(), cancel: vi.fn() };
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(brandQuery.queryKey, { brand: null, configuration: null, name: 'Hubgrade', theme: {}, primaryColor: '#F8A800' });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <SnackbarContext.Provider value={snackbar}>
          <ReservationDialog
            open
            editing={null}
            picked={{ day: '2099-03-10', from: 600, to: 690, roomId: 3 }}
            sites={answers.sites ?? [ROOM.espace]}
            booker={answers.booker ?? member}
            onClose={onClose}
            onExceptions={vi.fn()}
          />
        </SnackbarContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { dialog: screen.getByRole('dialog'), sent, snackbar, onClose };
}

describe('the meeting-room dialog', () => {
  it('makes chips of the pasted guests and lists the invalid addresses', async () => {
    const { dialog } = renderDialog({});
    const guests = within(dialog).getByTestId('booking-guests');
    fireEvent.change(guests, { target: { value: 'anne@x.fr; nope B@y.fr ' } });
    expect(within(dialog).getByText('anne@x.fr')).toBeTruthy();
    expect(within(dialog).getByText('b@y.fr')).toBeTruthy();
    const alert = within(dialog).getByTestId('booking-invalid-guests');
    expect(alert.textContent).toContain(L.invalidGuests);
    expect(within(alert).getByText('nope')).toBeTruthy();
  });

  it('searches the first site’s free rooms, and another site’s once chosen', async () => {
    const { dialog, sent } = renderDialog({ sites: [ROOM.espace, { id: 9, name: 'Lyon Part-Dieu' }] });
    const searches = () => sent.filter((s) => s.url.includes('/dispo/brand/true/sdr')).map((s) => (s.body as { espace: number }).espace);
    await waitFor(() => expect(searches()).toContain(1));
    const site = within(dialog).getByRole('combobox', { name: 'Espace' });
    expect(site.textContent).toBe('Paris Bastille');
    fireEvent.mouseDown(site);
    fireEvent.click(await screen.findByRole('option', { name: 'Lyon Part-Dieu' }));
    await waitFor(() => expect(searches().at(-1)).toBe(9));
    // The room chosen belonged to the other site.
    expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('');
  });

  it('asks the quota first, and books past it once "Continuer" is confirmed', async () => {
    const { dialog, sent, snackbar } = renderDialog({ quota: 'Quota journalier atteint' });
    await waitFor(() => expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('3'));
    fireEvent.click(within(dialog).getByTestId('booking-submit'));
    const question = await screen.findByRole('dialog', { name: L.confirm.quotaTitle });
    expect(within(question).getByText(L.confirm.quota('journalier'))).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: L.confirm.continue }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: L.saved }));
    const save = sent.find((s) => s.url.endsWith('/api/sdr-reservation'));
    expect(save?.body).toMatchObject({
      quotaChecked: true,
      selectedTime: 0,
      hubgrade_sdr_reservation: { user: 7, sdr: 3, subject: 'Réservation - Atelier' },
    });
  });

  it('asks staff short of credits whether to force, and books forced once "Continuer" is confirmed', async () => {
    const { dialog, sent, snackbar } = renderDialog({ quota: 'Pack insuffisant', booker: { ...member, staff: true } });
    await waitFor(() => expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('3'));
    fireEvent.click(within(dialog).getByTestId('booking-submit'));
    const question = await screen.findByRole('dialog', { name: L.confirm.creditTitle });
    expect(within(question).getByText(L.confirm.creditNote)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: L.confirm.continue }));
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith({ message: L.saved }));
    expect(sent.find((s) => s.url.endsWith('/api/sdr-reservation'))?.body).toMatchObject({ forceReservation: true });
  });

  it('tells a member short of credits, without saving', async () => {
    const { dialog, sent } = renderDialog({ quota: 'Pack insuffisant' });
    await waitFor(() => expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('3'));
    fireEvent.click(within(dialog).getByTestId('booking-submit'));
    expect((await within(dialog).findByTestId('booking-error')).textContent).toBe(CREDIT_LABELS.insufficient);
    expect(sent.some((s) => s.url.endsWith('/api/sdr-reservation'))).toBe(false);
  });

  it('offers staff the members of the chosen room’s brand', async () => {
    const superAdmin = { ...member, staff: true, brandId: null };
    const { dialog, sent } = renderDialog({ booker: superAdmin, room: { ...ROOM, brandId: 5 } });
    await waitFor(() => expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('3'));
    await waitFor(() => expect(sent.some((s) => s.url.includes('/api/brand/5/users'))).toBe(true));
  });

  it('shows the API’s refusal in the dialog and keeps what was typed', async () => {
    const overlap = L.overlap('Salle Verte', '10/03/2099', '10:00', '11:30');
    const { dialog, onClose } = renderDialog({ save: json({ status: 409, message: overlap }, 409) });
    await waitFor(() => expect(within(dialog).getByTestId('booking-room').getAttribute('value')).toBe('3'));
    fireEvent.change(within(dialog).getByTestId('booking-subject'), { target: { value: 'Comité' } });
    fireEvent.click(within(dialog).getByTestId('booking-submit'));
    expect((await within(dialog).findByTestId('booking-error')).textContent).toBe(overlap);
    expect((within(dialog).getByTestId('booking-subject') as HTMLInputElement).value).toBe('Comité');
    expect(onClose).not.toHaveBeenCalled();
  });
});
