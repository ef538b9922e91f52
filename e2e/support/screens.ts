import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SCREEN_ROUTES } from '@hubgrade/domain/shell/screens';

const APP = resolve(import.meta.dirname, '../../apps/web/src/app');

/** A route pattern as an address: each parameter is 1, the first seeded record of most tables. */
const addressOf = (pattern: string) => `/${pattern.replace(/^\//, '').replace(/:\w+/g, '1')}`;

const read = (file: string) => readFileSync(join(APP, file), 'utf8');

/**
 * The routes the web's router declares itself (app/router.tsx: sign-in, password reset, the
 * development pages, the error page), as addresses; the catch-all excepted.
 */
export function routerAddresses(): string[] {
  const paths = [...read('router.tsx').matchAll(/\bpath: '([^']+)'/g)].map(([, path]) => path as string);
  return paths.filter((path) => path !== '*').map(addressOf);
}

/**
 * The addresses of every built screen: the routes of spec shell §2.1 whose screen the router
 * draws with its own component (the `lazyComponent` entries of app/screen-routes.tsx and of each
 * area's map in app/screens/), rather than the shared "page en préparation".
 */
export function builtScreenAddresses(): string[] {
  const files = [
    'screen-routes.tsx',
    ...readdirSync(join(APP, 'screens'))
      .filter((file) => /^[\w-]+\.ts$/.test(file))
      .map((file) => `screens/${file}`),
  ];
  const built = new Set(files.flatMap((file) => [...read(file).matchAll(/^\s+(\w+): lazyComponent\(/gm)].map(([, id]) => id)));
  return SCREEN_ROUTES.filter((route) => built.has(route.screen)).map((route) => addressOf(route.path));
}
