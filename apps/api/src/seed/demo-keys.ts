import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { keyAssignments, keyTariffs, keyTypes } from '../db/schema/index.ts';
import { createRandom } from './prng.ts';

/** Key types of the platform (offered to every brand) and of two brands, with their price range in cents. */
const KEY_TYPES: { brandId: number | null; name: string; prefix: string; price: [number, number] }[] = [
  { brandId: null, name: 'Clé', prefix: 'C', price: [1_000, 3_000] },
  { brandId: null, name: 'Badge', prefix: 'B', price: [800, 2_500] },
  { brandId: null, name: 'Télécommande parking', prefix: 'T', price: [3_500, 6_000] },
  { brandId: 5, name: 'Badge parking', prefix: 'P', price: [1_500, 3_000] },
  { brandId: 10, name: 'Clé casier', prefix: 'K', price: [500, 1_500] },
];

/** Handovers fall between these days, all in the past, so that "returned today" is always valid. */
const FIRST_DAY = Date.UTC(2024, 0, 1);
const LAST_DAY = Date.UTC(2026, 5, 30);
const DAY = 86_400_000;
/** Salt of the seeded hash of the member states: the same rows on every run and on both engines. */
const SALT = 9_000;

const hash = (salt: number) => sql.raw(`(hashint8extended(u.id, ${SALT + salt}) & 2147483647) % 100`);

/**
 * Demo data of the keys and integrations area: key types, tariffs on every site, keys held and
 * returned by members of the site's brand; and members with a WelcomR login (platform and brand 5,
 * which has the module), a Papercut code, a Slack invitation (brand 5, which has the flag), with
 * the built-in services' own records so that every action works on them.
 */
export async function seedKeys(db: Db): Promise<void> {
  const random = createRandom(20260509);
  const types = await db
    .insert(keyTypes)
    .values(KEY_TYPES.map(({ brandId, name }) => ({ brandId, name })))
    .returning({ id: keyTypes.id, brandId: keyTypes.brandId, name: keyTypes.name });
  const sites = await queryRows<{ id: number; brand_id: number | null }>(db, sql`select id, brand_id from sites order by id`);

  const tariffValues = sites.flatMap((site) =>
    types
      .filter((type) => type.brandId === null || type.brandId === site.brand_id)
      // Every site prices keys and badges; the other types only some sites.
      .filter((_type, i) => i < 2 || random.chance(0.5))
      .map((type) => {
        const spec = KEY_TYPES.find((k) => k.name === type.name);
        const [min, max] = spec?.price ?? [1_000, 2_000];
        return { brandId: site.brand_id, siteId: site.id, keyTypeId: type.id, priceCents: random.int(min / 50, max / 50) * 50 };
      }),
  );
  const tariffs = await db
    .insert(keyTariffs)
    .values(tariffValues)
    .returning({ id: keyTariffs.id, brandId: keyTariffs.brandId, keyTypeId: keyTariffs.keyTypeId });

  const members = await queryRows<{ id: number; brand_id: number | null }>(
    db,
    sql`select id, brand_id from users where roles = '{ROLE_USER}' and deleted_at is null and company_id is not null
        and email like '%exemple.fr' order by id`,
  );
  const assignmentValues = tariffs.flatMap((tariff) => {
    const candidates = members.filter((m) => m.brand_id === tariff.brandId);
    const prefix = KEY_TYPES.find((k) => k.name === types.find((t) => t.id === tariff.keyTypeId)?.name)?.prefix ?? 'X';
    return Array.from({ length: candidates.length ? random.int(0, 5) : 0 }, (_, n) => {
      const assignedAt = FIRST_DAY + random.int(0, (LAST_DAY - FIRST_DAY) / DAY - 60) * DAY;
      const returned = random.chance(0.3);
      return {
        tariffId: tariff.id,
        brandId: tariff.brandId,
        userId: random.pick(candidates).id,
        // Numbers are unique per tariff, so no two held keys ever share one.
        label: `${prefix}-${String(n + 1).padStart(3, '0')}`,
        assignedOn: new Date(assignedAt).toISOString().slice(0, 10),
        returnedOn: returned ? new Date(assignedAt + random.int(10, 60) * DAY).toISOString().slice(0, 10) : null,
      };
    });
  });
  if (assignmentValues.length > 0) await db.insert(keyAssignments).values(assignmentValues);

  await seedMemberIntegrations(db);
}

/** Member states made inside the database: a few milliseconds for thousands of members. */
async function seedMemberIntegrations(db: Db): Promise<void> {
  // Ids and codes are bijections of the user id (odd multiplier modulo a power of two, prime modulo
  // 10^6): unique without a lookup, and unlike those the built-in services generate (WR- + 10 hex).
  await db.execute(sql`
    insert into member_integrations (user_id, welcomr_id, welcomr_active, papercut, slack_invite)
    select u.id,
           case when welcomr then 'WR-' || upper(lpad(to_hex((u.id::bigint * 2654435761) % 4294967296), 8, '0')) end,
           welcomr and ${hash(2)} < 80,
           case when ${hash(3)} < 20 then lpad(((u.id::bigint * 7919) % 1000000)::text, 6, '0') end,
           case when u.brand_id = 5 and ${hash(4)} < 40 then (case when c.slack_channel_name is null then 1 else 2 end) else 0 end
    from users u
    join companies c on c.id = u.company_id
    cross join lateral (select (u.brand_id is null or u.brand_id = 5) and u.mobile is not null and ${hash(1)} < 25 as welcomr) w
    where u.roles = '{ROLE_USER}' and u.deleted_at is null and u.email like '%exemple.fr'
      and (welcomr or ${hash(3)} < 20 or (u.brand_id = 5 and ${hash(4)} < 40))
  `);
  await db.execute(sql`
    insert into welcomr_logins (id, user_id, first_name, last_name, email, mobile, login_type, active, pin_code)
    select mi.welcomr_id, u.id, u.first_name, u.last_name, u.email, u.mobile, 1, mi.welcomr_active,
           lpad(((hashint8extended(u.id, ${SALT + 5}) & 2147483647) % 1000000)::text, 6, '0')
    from member_integrations mi join users u on u.id = mi.user_id
    where mi.welcomr_id is not null
  `);
  await db.execute(sql`
    insert into papercut_accounts (user_id, code) select user_id, papercut from member_integrations where papercut is not null
  `);
  await db.execute(sql`
    insert into slack_invites (user_id, email, channel)
    select u.id, u.email, case when mi.slack_invite = 2 then c.slack_channel_name end
    from member_integrations mi join users u on u.id = mi.user_id left join companies c on c.id = u.company_id
    where mi.slack_invite > 0
  `);
}
