// First: before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { brandQuery } from './lib/brand.ts';
import { queryClient } from './lib/query-client.ts';
import { currentUserQuery } from './lib/session.ts';
import { getToken } from './lib/session-store.ts';

// The brand, and the signed-in user when there is one, are asked for while React and the first
// route's code are still loading.
void queryClient.prefetchQuery(brandQuery);
if (getToken()) void queryClient.prefetchQuery(currentUserQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As a transition, the first draw is made in slices between which the browser can paint and answer
// input, instead of one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
