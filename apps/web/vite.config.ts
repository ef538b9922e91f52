import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * Libraries go to a few long-lived vendor chunks loaded in parallel, so the entry keeps only the
 * application shell and a new release does not invalidate the browser's copy of React or MUI.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'mui',
    // Not the charts (@mui/x-*): only the dashboard draws them, in its own lazy chunk.
    test: /node_modules[\\/](@mui(?=[\\/](?!x-))|@emotion|@babel[\\/]runtime|@popperjs|stylis|react-transition-group|react-is|prop-types|hoist-non-react-statics|clsx)[\\/]/,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the bench follows it to weigh what each screen loads.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map((chunk, index) => ({ ...chunk, priority: VENDOR_CHUNKS.length - index })),
        },
      },
    },
  },
});
