import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

export const scenario: Scenario = {
  name: 'list-mails',
  title: 'Boîte mail (GET /api/dev/mails, super admin) face au SQL brut',
  async run(ctx) {
    return listBench(ctx, { name: 'mails', apiPath: `/api/dev/mails?page=1&itemsPerPage=${PAGE_SIZE}`, account: DEMO_ACCOUNTS.admin });
  },
};
