import { TICKET_CATEGORIES } from '@hubgrade/domain/tickets/rules';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, hash, int, pick, spreadTime } from './scale-random.ts';

/**
 * Tickets for the benchmark volume: 25,000 per scale unit (250,000 at scale 10), on every site in
 * turn, reported by a member of the site's brand scope (their company follows the ticket), over
 * the two years before the demo's reference day, newest last so that id order is report order.
 * Most are over (55 % clôturé, 15 % refusé); the rest wait in problème, ouvert or en cours, as a
 * desk's backlog does. A ticket past problème is held by one of its brand's administrators (the
 * super administrators for the main platform), as the desk assigns them; problème has nobody yet.
 */
const TICKETS_PER_SCALE = 25_000;
const SPREAD_DAYS = 730;
const SUBJECTS = [
  'Fuite d’eau',
  'Lumière en panne',
  'Badge refusé',
  'Wi-Fi instable',
  'Chauffage trop faible',
  'Climatisation bruyante',
  'Chaise cassée',
  'Poubelles pleines',
  'Imprimante bloquée',
  'Porte qui grince',
];
const PLACES = ['au 1er étage', 'au 2e étage', 'en salle de réunion', 'à l’accueil', 'dans la cuisine', 'au rez-de-chaussée'];

export const ticketsVolume: VolumeGenerator = {
  area: 'tickets',
  async generate(ctx) {
    const { tx } = ctx;
    await tx.execute(sql`
      create temporary table volume_ticket_people on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id, company_id
      from users where roles = '{ROLE_USER}' and deleted_at is null`);
    await tx.execute(sql`
      create temporary table volume_ticket_desk on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id
      from users where enabled and deleted_at is null
        and ((brand_id is null and roles @> '{ROLE_ADMIN}') or (brand_id is not null and roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'))`);
    // The sites whose brand scope has members to report, numbered so that tickets go to each in turn.
    await tx.execute(sql`
      create temporary table volume_ticket_sites on commit drop as
      select row_number() over (order by s.id)::int as n, s.id, s.brand_id, coalesce(s.brand_id, 0) as scope
      from sites s where exists (select 1 from volume_ticket_people p where p.scope = coalesce(s.brand_id, 0))`);
    await tx.execute(sql`create index on volume_ticket_people (scope, n)`);
    await tx.execute(sql`create index on volume_ticket_desk (scope, n)`);
    await tx.execute(sql`create index on volume_ticket_sites (n)`);
    const [counts] = await queryRows<{ sites: number }>(tx, sql`select count(*)::int as sites from volume_ticket_sites`);
    const sites = counts?.sites ?? 0;
    if (sites === 0) return;
    const total = TICKETS_PER_SCALE * ctx.scale;
    const from = await ctx.nextId('tickets');
    // 1 problème, 2 ouvert, 3 en cours: 10 % each; 4 clôturé 55 %; 5 refusé 15 %.
    const state = sql`(array[1,2,3,4,4,4,4,4,4,4,4,4,4,4,5,5,5,1,2,3])[1 + ${below(1801, 20)}]`;
    await ctx.series(
      'tickets',
      total,
      (first, last) => sql`
      with people as (select scope, max(n) as size from volume_ticket_people group by scope),
           desk as (select scope, max(n) as size from volume_ticket_desk group by scope)
      insert into tickets (id, brand_id, site_id, reporter_id, company_id, assignee_id, category, title, description,
                           priority, state, created_at, updated_at, closed_at)
      select ${int(from)} - 1 + g, s.brand_id, s.id, p.id, p.company_id,
        case when v.state = 1 then null else a.id end,
        ${pick(TICKET_CATEGORIES, 1802)},
        ${pick(SUBJECTS, 1803)} || ' ' || ${pick(PLACES, 1804)},
        '<p>Signalé sur le site ' || s.id || ' : ' || ${pick(SUBJECTS, 1803)} || '.</p>',
        (array[1,2,2,2,2,3,3,4])[1 + ${below(1805, 8)}], v.state, v.created_at,
        case when v.state = 1 then v.created_at else v.created_at + v.handled end,
        case when v.state = 4 then v.created_at + v.handled end
      from generate_series(${int(first)}, ${int(last)}) g
      join volume_ticket_sites s on s.n = 1 + (g - 1) % ${int(sites)}
      join people pc on pc.scope = s.scope
      join volume_ticket_people p on p.scope = s.scope and p.n = 1 + ${below(1806, 1_000_000)} % pc.size
      left join desk dc on dc.scope = s.scope
      left join volume_ticket_desk a on a.scope = s.scope and a.n = 1 + ${below(1807, 1_000_000)} % dc.size
      cross join lateral (
        select ${state} as state, ${spreadTime(total, SPREAD_DAYS)} as created_at,
          interval '1 minute' * (30 + ${hash(1808)} % (14 * 24 * 60)) as handled
      ) v`,
    );
  },
};
