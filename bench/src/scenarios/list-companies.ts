import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { Scenario } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;

export const scenario: Scenario = {
  name: 'list-companies',
  title: 'Sociétés (GET /api/companies, super admin, 100 000 sociétés à --scale 10) face au SQL brut',
  async run(ctx) {
    return listBench(ctx, {
      name: 'companies',
      apiPath: `/api/companies?page=1&itemsPerPage=${PAGE_SIZE}`,
      token: await ctx.token(DEMO_ACCOUNTS.admin),
      // The page newest first with its site, category, head count, owner and running contracts, and the capped total.
      sql: `with page as (select id from companies where deleted_at is null order by id desc limit $1)
            select c.*, s.name as site_name, cc.name as category_name,
              (select count(*) from users u where u.company_id = c.id and u.deleted_at is null) as users_number,
              (select u.first_name || ' ' || u.last_name from users u where u.company_id = c.id and u.company_owner order by u.id limit 1) as owner,
              (select k.id from contracts k where k.tenant_company_id = c.id and k.kind = 'platform' and k.state in (4, 5) and k.deleted_at is null order by k.id desc limit 1) as platform,
              (select k.id from contracts k where k.tenant_company_id = c.id and k.kind = 'coworking' and k.state in (4, 5) and k.deleted_at is null order by k.id desc limit 1) as coworking,
              (select count(*) from (select 1 from companies where deleted_at is null limit 10001) capped) as total
            from page join companies c on c.id = page.id
            left join sites s on s.id = c.site_id
            left join company_categories cc on cc.id = c.category_id
            order by c.id desc`,
      params: [PAGE_SIZE],
    });
  },
};
