import type { Role } from '@hubgrade/domain/auth/roles';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { brands, companies, companyCategories, sites, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { brandStaffEmail, DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.ts';
import { DEMO_BRANDS } from './brands.ts';
import { DEMO_AREAS } from './demo-areas.ts';
import {
  CITIES,
  COMPANY_CATEGORIES,
  COMPANY_PREFIXES,
  COMPANY_WORDS,
  FIRST_NAMES,
  frenchMobile,
  LAST_NAMES,
  SITE_NAMES,
  STREETS,
  slugify,
} from './french.ts';
import { createRandom, type Random } from './prng.ts';

type NewUser = typeof users.$inferInsert;

const ALL_ACCESS = { operation: true, invoice: true, booking: true, ticket: true };

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function address(random: Random) {
  const place = random.pick(CITIES);
  return { address: `${random.int(1, 180)} ${random.pick(STREETS)}`, zipcode: random.pick(place.zipcodes), city: place.city };
}

/** Days before a fixed date, so two runs of the seed give the same rows. */
function daysAgo(days: number): Date {
  return new Date(Date.UTC(2026, 9, 1) - days * 86_400_000);
}

/** Deterministic demo data: the main platform and brands 5, 8, 9 and 10 with their modules. */
export async function seedDemo(db: Db): Promise<void> {
  const random = createRandom(20260101);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.insert(brands).values(
    DEMO_BRANDS.map((b) => ({
      id: b.id,
      name: b.name,
      urlBack: b.host,
      urlClient: `http://client.${b.host}`,
      urlFront: `http://www.${b.host}`,
      configuration: b.configuration,
    })),
  );
  await db.execute(sql`select setval('brands_id_seq', (select max(id) from brands))`);

  const scopes: (number | null)[] = [null, ...DEMO_BRANDS.map((b) => b.id)];

  const categoryRows = await db
    .insert(companyCategories)
    .values(scopes.flatMap((brandId) => COMPANY_CATEGORIES.map((c) => ({ ...c, brandId }))))
    .returning({ id: companyCategories.id, brandId: companyCategories.brandId });

  const siteRows = await db
    .insert(sites)
    .values(
      scopes.flatMap((brandId) =>
        Array.from({ length: brandId === null ? 6 : 3 }, (_, i) => {
          // The name says the city the site is in ("Le Phare Montpellier" is in Montpellier).
          const place = address(random);
          return { brandId, name: `${SITE_NAMES[i % SITE_NAMES.length]} ${place.city}`, ...place };
        }),
      ),
    )
    .returning({ id: sites.id, brandId: sites.brandId });

  const companyValues = scopes.flatMap((brandId) =>
    Array.from({ length: brandId === null ? 60 : 15 }, () => {
      const ownSites = siteRows.filter((s) => s.brandId === brandId);
      const ownCategories = categoryRows.filter((c) => c.brandId === brandId);
      return {
        brandId,
        name: `${random.pick(COMPANY_PREFIXES)} ${random.pick(COMPANY_WORDS)}`,
        ...address(random),
        siret: String(random.int(100_000_000, 999_999_999)) + String(random.int(10_000, 99_999)),
        categoryId: random.pick(ownCategories).id,
        siteId: random.pick(ownSites).id,
        slackChannelName: random.chance(0.3) ? `#${slugify(random.pick(COMPANY_PREFIXES))}-${random.int(1, 99)}` : null,
        createdAt: daysAgo(random.int(30, 900)),
      };
    }),
  );
  const companyRows = await db.insert(companies).values(companyValues).returning({ id: companies.id, brandId: companies.brandId });

  const used = new Set<string>();
  const person = (brandId: number | null) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    let email = `${slugify(firstName)}.${slugify(lastName)}@${brandId ? `brand${brandId}.` : ''}exemple.fr`;
    for (let n = 2; used.has(email); n++)
      email = `${slugify(firstName)}.${slugify(lastName)}${n}@${brandId ? `brand${brandId}.` : ''}exemple.fr`;
    used.add(email);
    return { firstName, lastName, email };
  };

  const account = (email: string, roles: Role[], accountType: 1 | 2, brandId: number | null, extra: Partial<NewUser> = {}): NewUser => ({
    email,
    passwordHash,
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    mobile: frenchMobile(random),
    roles,
    accountType,
    enabled: true,
    brandId,
    createdAt: daysAgo(random.int(100, 700)),
    ...extra,
  });

  const mainCompany = companyRows.find((c) => c.brandId === null);
  const fixed: NewUser[] = [
    account(DEMO_ACCOUNTS.admin, ['ROLE_ADMIN'], 2, null, { firstName: 'Alice', lastName: 'Administratrice' }),
    account(DEMO_ACCOUNTS.brand, ['ROLE_ADMIN_BRAND'], 2, 9, { firstName: 'Bruno', lastName: 'Marchand' }),
    account(DEMO_ACCOUNTS.office, ['ROLE_ADMIN_OFFICE'], 2, 5, { firstName: 'Olivia', lastName: 'Bureau' }),
    account(DEMO_ACCOUNTS.commercial, ['ROLE_COMMERCIAL'], 2, null, { firstName: 'Céline', lastName: 'Commerce' }),
    account(DEMO_ACCOUNTS.owner, ['ROLE_USER'], 2, null, {
      firstName: 'Pierre',
      lastName: 'Proprio',
      companyId: mainCompany?.id,
      companyOwner: true,
      access: ALL_ACCESS,
    }),
    account(DEMO_ACCOUNTS.member, ['ROLE_USER'], 2, null, { firstName: 'Marie', lastName: 'Membre', companyId: mainCompany?.id }),
    account(DEMO_ACCOUNTS.landlord, ['ROLE_USER'], 1, null, { firstName: 'Louis', lastName: 'Loueur' }),
  ];
  for (const brand of DEMO_BRANDS) {
    const brandCompany = companyRows.find((c) => c.brandId === brand.id);
    fixed.push(
      account(brandStaffEmail('admin', brand.id), ['ROLE_ADMIN_BRAND'], 2, brand.id),
      account(brandStaffEmail('office', brand.id), ['ROLE_ADMIN_OFFICE'], 2, brand.id),
      account(brandStaffEmail('commercial', brand.id), ['ROLE_COMMERCIAL'], 2, brand.id),
      account(brandStaffEmail('owner', brand.id), ['ROLE_USER'], 2, brand.id, {
        companyId: brandCompany?.id,
        companyOwner: true,
        access: ALL_ACCESS,
      }),
      account(brandStaffEmail('member', brand.id), ['ROLE_USER'], 2, brand.id, { companyId: brandCompany?.id }),
    );
  }
  const now = daysAgo(0);
  for (const u of fixed) u.lastLogin = now;

  const members: NewUser[] = [];
  for (const company of companyRows) {
    const size = random.int(2, 6);
    for (let i = 0; i < size; i++) {
      const p = person(company.brandId);
      const state = random.next();
      members.push({
        ...p,
        passwordHash,
        mobile: frenchMobile(random),
        roles: ['ROLE_USER'],
        accountType: random.chance(0.15) ? 1 : 2,
        // Every account state of members-bookings-feed §4 appears: mostly active, some of each other.
        enabled: state < 0.85,
        lastLogin: state < 0.7 || (state >= 0.85 && state < 0.92) ? daysAgo(random.int(0, 60)) : null,
        brandId: company.brandId,
        companyId: company.id,
        companyOwner: i === 0,
        access: i === 0 ? ALL_ACCESS : { operation: false, invoice: random.chance(0.5), booking: true, ticket: true },
        createdAt: daysAgo(random.int(0, 700)),
      });
    }
  }
  await insertInBatches([...fixed, ...members], (batch) => db.insert(users).values(batch));
  for (const { seed } of DEMO_AREAS) await seed(db);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from brands`);
  return Number(row?.n ?? 0) === 0;
}
