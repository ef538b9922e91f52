import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // Component tests render MUI, whose first import is slow on a busy 2-core machine.
          testTimeout: 30_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // Seeds the demo databases once per run; each test app starts from a copy.
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file copies its own databases; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
