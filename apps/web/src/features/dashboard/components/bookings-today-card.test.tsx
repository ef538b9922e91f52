import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingsTodayCard } from './bookings-today-card.tsx';

afterEach(cleanup);

const widget = (items: { kind: 'meetingRooms' | 'workstations' | 'terrace'; bookings: number; used: number; capacity: number }[]) => ({
  id: 'bookings.today' as const,
  area: 'bookings' as const,
  title: 'Réservations du jour',
  data: { items: items.map((item) => ({ ...item, link: `/x/${item.kind}?date=2031-03-13` })) },
});

describe('today’s bookings card', () => {
  it('leads each kind to its screen on today, with a gauge for rooms and seats but not for the terrace', () => {
    render(
      <MemoryRouter>
        <BookingsTodayCard
          widget={widget([
            { kind: 'meetingRooms', bookings: 5, used: 3, capacity: 12 },
            { kind: 'workstations', bookings: 1, used: 1, capacity: 40 },
            { kind: 'terrace', bookings: 2, used: 6, capacity: 12 },
          ])}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /^Salles de réunion : 5 réservations/ }).getAttribute('href')).toBe(
      '/x/meetingRooms?date=2031-03-13',
    );
    expect(screen.getByText('3 salles réservées sur 12')).toBeTruthy();
    expect(screen.getByText('1 place prise sur 40')).toBeTruthy();
    expect(screen.getByText('6 personnes attendues · 12 places')).toBeTruthy();
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['25', '2.5']);
  });

  it('says when the viewer has no space to book', () => {
    render(
      <MemoryRouter>
        <BookingsTodayCard widget={widget([])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aucun espace à réserver.')).toBeTruthy();
  });
});
