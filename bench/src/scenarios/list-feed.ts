import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, ScenarioResult } from '../context.ts';
import { combineRuns, listBench } from '../list-bench.ts';

/**
 * The news feed (100,000 messages at --scale 10): a member reads the first page of the messages
 * published for their site, as the home of the community app does, and the staff's messages
 * table of the main platform; each beside the same statements sent straight to PostgreSQL.
 */
export const scenario = {
  name: 'list-feed',
  title: 'Fil d’actualités (GET /api/feed/messages d’un membre, GET /api/brand/true/feed/messages) face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    return combineRuns([
      ['member', await listBench(ctx, { name: 'fil d’un membre', apiPath: '/api/feed/messages?page=1', account: DEMO_ACCOUNTS.member })],
      [
        'staff',
        await listBench(ctx, {
          name: 'messages de la plateforme',
          apiPath: '/api/brand/true/feed/messages?page=1&itemsPerPage=25',
          account: DEMO_ACCOUNTS.admin,
        }),
      ],
    ]);
  },
};
