import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

export const scenario: Scenario = {
  name: 'list-mails',
  title: 'Boîte mail (GET /api/dev/mails, super admin) face au SQL brut',
  async run(ctx) {
    return listBench(ctx, {
      name: 'mails',
      apiPath: `/api/dev/mails?page=1&itemsPerPage=${PAGE_SIZE}`,
      token: await ctx.token(DEMO_ACCOUNTS.admin),
      // A super admin sees every brand: no filter, newest first, the recipient's account, and the total.
      sql: `select m.*, u.id as recipient_id, u.brand_id as recipient_brand_id, (select count(*) from mail_outbox) as total
            from mail_outbox m left join users u on u.email = m.to_address
            order by m.id desc limit $1 offset $2`,
      params: [PAGE_SIZE, 0],
    });
  },
};
