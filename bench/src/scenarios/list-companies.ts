import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

export const scenario: Scenario = {
  name: 'list-companies',
  title: 'Sociétés (GET /api/companies, super admin, 100 000 sociétés à --scale 10) face au SQL brut',
  async run(ctx) {
    return listBench(ctx, { name: 'companies', apiPath: `/api/companies?page=1&itemsPerPage=${PAGE_SIZE}`, account: DEMO_ACCOUNTS.admin });
  },
};
