import { siretCheckDigit } from '@hubgrade/domain/companies/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { DEMO_BRANDS } from './brands.ts';
import { CITIES, COMPANY_PREFIXES, COMPANY_WORDS, FIRST_NAMES, frenchMobile, LAST_NAMES, STREETS, slugify } from './french.ts';
import { createRandom, type Random } from './prng.ts';

/** Companies added to the foundation's, per scope: the tables page through hundreds. */
const MAIN_COMPANIES = 120;
const BRAND_COMPANIES = 45;
/** Salespeople added to the documented commercial of each scope, so /commerciaux compares several. */
const MAIN_COMMERCIALS = 3;
const BRAND_COMMERCIALS = 2;

function siret(random: Random): string {
  const thirteen = String(random.int(100_000_000, 999_999_999)) + String(random.int(1000, 9999));
  return `${thirteen}${siretCheckDigit(thirteen)}`;
}

/**
 * Demo data of the companies area, before the members and contracts: more companies in every
 * scope (valid SIRET, category and site of their scope, some with a Slack channel) and more
 * salespeople, whom the contracts seed then gives contracts to follow.
 */
export async function seedCompanies(db: Db): Promise<void> {
  const random = createRandom(20260801);
  const categories = await queryRows<{ id: number; brand_id: number | null }>(
    db,
    sql`select id, brand_id from company_categories order by id`,
  );
  const sites = await queryRows<{ id: number; brand_id: number | null }>(db, sql`select id, brand_id from sites order by id`);
  const scopes: (number | null)[] = [null, ...DEMO_BRANDS.map((b) => b.id)];

  const values = scopes.flatMap((brandId) => {
    const ownCategories = categories.filter((c) => c.brand_id === brandId);
    const ownSites = sites.filter((s) => s.brand_id === brandId);
    return Array.from({ length: brandId === null ? MAIN_COMPANIES : BRAND_COMPANIES }, () => {
      const place = random.pick(CITIES);
      return {
        brandId,
        name: `${random.pick(COMPANY_PREFIXES)} ${random.pick(COMPANY_WORDS)}`,
        address: `${random.int(1, 180)} ${random.pick(STREETS)}`,
        zipcode: random.pick(place.zipcodes),
        city: place.city,
        siret: siret(random),
        categoryId: random.chance(0.9) ? random.pick(ownCategories).id : null,
        siteId: random.pick(ownSites).id,
        slackChannelName: random.chance(0.25) ? `#${slugify(random.pick(COMPANY_WORDS))}-${random.int(1, 99)}` : null,
        createdAt: new Date(Date.UTC(2026, 9, 1) - random.int(1, 600) * 86_400_000),
      };
    });
  });
  await db.insert(companies).values(values);

  // The documented commercial's password hash: computing another scrypt hash would cost more than the rest.
  const [template] = await queryRows<{ password_hash: string }>(
    db,
    sql`select password_hash from users where 'ROLE_COMMERCIAL' = any(roles) order by id limit 1`,
  );
  if (!template) return;
  const taken = new Set(
    (await queryRows<{ email: string }>(db, sql`select email from users where email like '%.ventes@%'`)).map((r) => r.email),
  );
  const commercials = scopes.flatMap((brandId) =>
    Array.from({ length: brandId === null ? MAIN_COMMERCIALS : BRAND_COMMERCIALS }, () => {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      let email = `${slugify(firstName)}.${slugify(lastName)}.ventes@${brandId ? `brand${brandId}.` : ''}exemple.fr`;
      for (let n = 2; taken.has(email); n++) email = email.replace(/\.ventes(\d*)@/, `.ventes${n}@`);
      taken.add(email);
      return {
        email,
        passwordHash: template.password_hash,
        firstName,
        lastName,
        mobile: frenchMobile(random),
        roles: ['ROLE_COMMERCIAL'],
        accountType: 2,
        enabled: true,
        lastLogin: new Date(Date.UTC(2026, 8, 1 + random.int(0, 29))),
        brandId,
        createdAt: new Date(Date.UTC(2025, random.int(0, 11), 1 + random.int(0, 27))),
      };
    }),
  );
  await db.insert(users).values(commercials);
}
