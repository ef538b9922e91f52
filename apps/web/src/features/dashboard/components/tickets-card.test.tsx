import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketsCard } from './tickets-card.tsx';

afterEach(cleanup);

const widget = (counts: [number, number, number], oldest: { id: number; title: string; createdAt: string } | null) => ({
  id: 'tickets.open' as const,
  area: 'tickets' as const,
  title: 'Tickets',
  data: {
    total: counts[0] + counts[1] + counts[2],
    link: '/tickets',
    items: ([1, 2, 3] as const).map((state) => ({ state, count: counts[state - 1] ?? 0, link: `/tickets/view?state=${state}` })),
    oldest: oldest && { ...oldest, state: 1, link: `/tickets/${oldest.id}` },
  },
});

describe('tickets card', () => {
  it('leads each state to the detailed view on that state, and the oldest to its sheet with its wait', () => {
    render(
      <MemoryRouter>
        <TicketsCard
          widget={widget([4, 1, 2], { id: 12, title: 'Fuite au 2e', createdAt: '2031-03-10T09:00:00.000Z' })}
          now="2031-03-13T10:00:00.000Z"
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('widget-value').textContent).toBe('7 tickets à traiter');
    expect(screen.getByTestId('widget-value').getAttribute('href')).toBe('/tickets');
    expect(screen.getByRole('link', { name: 'Problème : 4 — Voir la liste' }).getAttribute('href')).toBe('/tickets/view?state=1');
    expect(screen.getByRole('link', { name: 'Ouvert : 1 — Voir la liste' }).getAttribute('href')).toBe('/tickets/view?state=2');
    expect(screen.getByRole('link', { name: 'En cours : 2 — Voir la liste' }).getAttribute('href')).toBe('/tickets/view?state=3');
    expect(screen.getByRole('link', { name: 'Fuite au 2e' }).getAttribute('href')).toBe('/tickets/12');
    expect(screen.getByText('depuis 3 jours')).toBeTruthy();
  });

  it('says when nothing waits', () => {
    render(
      <MemoryRouter>
        <TicketsCard widget={widget([0, 0, 0], null)} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('widget-value').textContent).toBe('0 ticket à traiter');
    expect(screen.getByText('Aucun ticket à traiter.')).toBeTruthy();
  });
});
