import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../apps/api/src/seed/accounts.ts';
import { DEMO_BRANDS } from '../../../apps/api/src/seed/brands.ts';
import type { Scenario } from '../context.ts';
import { measureHttp } from '../load.ts';

/** Few enough that scrypt's thread pool (4 threads) is the limit, not queueing. */
const SIGN_IN_CONNECTIONS = 4;

const ROLES = ['admin', 'office', 'commercial', 'owner', 'member'] as const;
const ACCOUNTS = [...Object.values(DEMO_ACCOUNTS), ...DEMO_BRANDS.flatMap((brand) => ROLES.map((role) => brandStaffEmail(role, brand.id)))];

export const scenario: Scenario = {
  name: 'sign-in',
  title: `Connexion (POST /api/login_check), ${SIGN_IN_CONNECTIONS} connexions`,
  async run(ctx) {
    let next = 0;
    // Sign-ins rotate over the demo accounts: each success takes then gives back one of an
    // account's five tries, so the same account signed in many times at once could be locked.
    const measure = await measureHttp({
      label: 'POST /api/login_check',
      url: `${ctx.baseUrl}/api/login_check`,
      method: 'POST',
      connections: SIGN_IN_CONNECTIONS,
      duration: ctx.duration,
      bodyFor: () => JSON.stringify({ username: ACCOUNTS[next++ % ACCOUNTS.length], password: DEMO_PASSWORD }),
    });
    return {
      measures: [measure],
      figures: { connections: SIGN_IN_CONNECTIONS, accounts: ACCOUNTS.length },
      notes: [
        'Le hachage scrypt (N=16384, r=8) fait l’essentiel du temps : ce chiffre mesure surtout le CPU.',
        'AUTH_RATE_LIMIT est relevé pour le banc (30 connexions par minute et par IP sinon).',
      ],
    };
  },
};
