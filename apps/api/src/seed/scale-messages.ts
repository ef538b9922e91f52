import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { VolumeGenerator } from './scale-context.ts';
import { below, chance, hash, int, pick, spreadTime } from './scale-random.ts';

/**
 * Conversations over the ads present when it runs (the generated ones of the ads volume, which
 * comes before it, and the demo ones), each between the ad's landlord and a tenant of the same
 * scope, five messages each: scale 10 gives 200,000 discussions and 1,000,000 messages, the volume
 * the messages table is measured at. Message ids follow their dates, as in real use.
 */
const DISCUSSIONS_PER_SCALE = 20_000;
const MESSAGES_PER_DISCUSSION = 5;
const DAYS = 400;

const LINES = [
  'Bonjour, le bureau est-il toujours disponible ?',
  'Serait-il possible de le visiter la semaine prochaine ?',
  'Nous sommes une équipe de quatre personnes.',
  'Le loyer inclut-il les charges et le ménage ?',
  'Oui, le bureau est libre dès le mois prochain.',
  'Une visite est possible mardi ou jeudi matin.',
  'Les charges, la fibre et le ménage sont compris.',
  'Je vous envoie le dossier par email.',
  'Merci pour votre retour rapide.',
  'Avec plaisir, à bientôt.',
];

export const messagesVolume: VolumeGenerator = {
  area: 'messages',
  async generate(ctx) {
    const { tx } = ctx;
    // Numbered ads and tenants per scope, so that a seeded hash picks one by its rank.
    await tx.execute(sql`
      create temporary table volume_ads on commit drop as
      select row_number() over (order by id)::int as n, id, user_id, brand_id from ads where deleted_at is null`);
    await tx.execute(sql`
      create temporary table volume_tenants on commit drop as
      select coalesce(brand_id, 0) as scope, row_number() over (partition by coalesce(brand_id, 0) order by id)::int as n, id
      from users where account_type = 2 and roles = '{ROLE_USER}' and deleted_at is null`);
    await tx.execute(sql`create index on volume_ads (n)`);
    await tx.execute(sql`create index on volume_tenants (scope, n)`);
    await tx.execute(sql`
      create temporary table volume_tenant_counts on commit drop as
      select scope, count(*)::int as c from volume_tenants group by scope`);
    await tx.execute(sql`analyze volume_ads`);
    await tx.execute(sql`analyze volume_tenants`);
    const [counted] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from volume_ads`);
    const adCount = Number(counted?.n ?? 0);
    if (adCount === 0) return;

    const D = DISCUSSIONS_PER_SCALE * ctx.scale;
    const discussionsFrom = await ctx.nextId('discussions');
    await ctx.series(
      'discussions',
      D,
      (from, to) => sql`
      insert into discussions (id, brand_id, ad_id, landlord_id, tenant_id, archived, search_text, created_at)
      select ${int(discussionsFrom)} - 1 + g, a.brand_id, a.id, a.user_id, t.id, ${chance(901, 0.1)},
        lower(concat_ws(' ', ad.title, ad.city, l.first_name, l.last_name, lc.name, tu.first_name, tu.last_name, tc.name)),
        ${spreadTime(D, DAYS)} - interval '1 hour'
      from generate_series(${int(from)}, ${int(to)}) g
      join volume_ads a on a.n = 1 + ${below(902, adCount)}
      join volume_tenant_counts c on c.scope = coalesce(a.brand_id, 0)
      join volume_tenants t on t.scope = c.scope and t.n = 1 + ${hash(903)} % c.c
      join ads ad on ad.id = a.id
      join users l on l.id = a.user_id
      join users tu on tu.id = t.id
      left join companies lc on lc.id = l.company_id
      left join companies tc on tc.id = tu.company_id`,
    );

    // Message g is the ((g - 1) % 5)-th of discussion (g - 1) / 5: the tenant writes first, then
    // they take turns. The latest messages mostly wait for moderation, older ones were dealt with.
    const M = D * MESSAGES_PER_DISCUSSION;
    const messagesFrom = await ctx.nextId('messages');
    await ctx.series('messages', M, (from, to) => {
      const roll = hash(904);
      const pendingShare = sql.raw(`(0.02 + 0.6 * power(g::float8 / ${M}, 40))`);
      return sql`
        insert into messages (id, discussion_id, brand_id, sender_id, state, content, message_type, sent_by_admin, created_at)
        select ${int(messagesFrom)} - 1 + g, d.id, d.brand_id,
          case when (g - 1) % ${int(MESSAGES_PER_DISCUSSION)} % 2 = 0 then d.tenant_id else d.landlord_id end,
          case
            when ${roll} < 2147483648 * ${pendingShare} then 1
            when ${roll} < 2147483648 * (${pendingShare} + 0.07) then 2
            when ${roll} < 2147483648 * (${pendingShare} + 0.22) then 3
            else 4
          end,
          case ${below(905, 3)}
            when 0 then array[${pick(LINES, 906)}]
            when 1 then array[${pick(LINES, 906)}, ${pick(LINES, 907)}]
            else array[${pick(LINES, 906)}, '', ${pick(LINES, 908)}]
          end,
          1,
          ${chance(909, 0.05)},
          ${spreadTime(M, DAYS)}
        from generate_series(${int(from)}, ${int(to)}) g
        join discussions d on d.id = ${int(discussionsFrom)} + (g - 1) / ${int(MESSAGES_PER_DISCUSSION)}`;
    });
  },
};
