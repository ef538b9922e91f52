import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useOpenedOnce } from './use-opened-once.ts';

it('stays true once open, through later closings', () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});
