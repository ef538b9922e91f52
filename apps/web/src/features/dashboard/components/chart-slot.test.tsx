import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartSlot } from './chart-slot.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a chart’s slot before the chart is drawn', () => {
  it('is an image named after the chart, a role that may carry the label', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(
      <ChartSlot height={120} label="Membres par type de société">
        <p>chart</p>
      </ChartSlot>,
    );
    const placeholder = screen.getByRole('img', { name: 'Membres par type de société' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('chart')).toBeNull();
  });
});
