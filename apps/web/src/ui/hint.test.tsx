import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint, placeHint } from './hint.tsx';

afterEach(cleanup);

const VIEW = { width: 1000, height: 800 };
const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

describe('placeHint', () => {
  it('centres the hint under the element, its arrow on the element’s middle', () => {
    expect(placeHint(rect(100, 10, 40, 40), { width: 80, height: 24 }, 'bottom', VIEW)).toEqual({
      top: 58,
      left: 80,
      arrow: 40,
      side: 'bottom',
    });
  });

  it('goes above an element near the bottom, and stays inside the window near its right edge', () => {
    const position = placeHint(rect(960, 770, 30, 20), { width: 100, height: 24 }, 'bottom', VIEW);
    expect(position).toMatchObject({ top: 738, left: 892, side: 'top' });
    expect(position.arrow).toBe(975 - 892);
  });

  it('goes right of a folded menu entry, or left when the window ends there', () => {
    expect(placeHint(rect(0, 100, 56, 40), { width: 120, height: 24 }, 'right', VIEW)).toEqual({
      top: 108,
      left: 64,
      arrow: 12,
      side: 'right',
    });
    expect(placeHint(rect(900, 100, 56, 40), { width: 120, height: 24 }, 'right', VIEW)).toMatchObject({ left: 772, side: 'left' });
  });
});

describe('Hint', () => {
  const setup = () =>
    render(
      <Hint title="Déconnexion">
        <button type="button" aria-label="Déconnexion">
          x
        </button>
      </Hint>,
    );

  it('shows on a resting mouse, describes the element, and hides on leaving', async () => {
    setup();
    const button = screen.getByRole('button');
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Déconnexion');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('hides on Escape', async () => {
    setup();
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'mouse' });
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing for a touch', async () => {
    setup();
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
