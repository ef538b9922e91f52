import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

export const scenario: Scenario = {
  name: 'list-history',
  title: 'Historique d’un utilisateur (GET /api/history/slug/user-1) face au SQL brut',
  async run(ctx) {
    return listBench(ctx, {
      name: 'history user-1',
      apiPath: `/api/history/slug/user-1?page=1&itemsPerPage=${PAGE_SIZE}`,
      account: DEMO_ACCOUNTS.admin,
    });
  },
};
