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
      token: await ctx.token(DEMO_ACCOUNTS.admin),
      sql: `select h.*, (select count(*) from history_entries where entity = $1 and entity_id = $2) as total
            from history_entries h where h.entity = $1 and h.entity_id = $2
            order by h.id desc limit $3 offset $4`,
      params: ['user', 1, PAGE_SIZE, 0],
    });
  },
};
