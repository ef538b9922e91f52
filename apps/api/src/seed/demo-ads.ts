import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { adGroups, ads, favourites, suggestionAds, suggestions } from '../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_BRANDS } from './brands.ts';
import { CITIES, STREETS, slugify } from './french.ts';
import { createRandom, type Random } from './prng.ts';

const TITLES: Record<1 | 2 | 3, readonly string[]> = {
  1: ['Bureau privé lumineux', 'Bureau fermé pour équipe', 'Bureau privatif calme', 'Bureau avec vue'],
  2: ['Poste en open space', 'Poste de travail flexible', 'Poste nomade', 'Poste dédié'],
  3: ['Plateau indépendant', 'Espace indépendant rénové', 'Local en rez-de-chaussée', 'Étage complet'],
};

function isoDay(offsetDays: number): string {
  return new Date(Date.UTC(2026, 9, 1) + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A few hundred ads over every landlord of every scope, in every state the ads table shows, in
 * groups; then favourites of tenants and suggestions mailed to some of them.
 */
export async function seedAds(db: Db): Promise<void> {
  const random = createRandom(20260401);
  // A second generator for what came after the ads themselves, so that the ads stay as they were.
  const extra = createRandom(20260402);
  const landlords = await queryRows<{ id: number; brand_id: number | null; email: string; last_name: string }>(
    db,
    sql`select id, brand_id, email, last_name from users where account_type = 1 and deleted_at is null order by id`,
  );
  const groupValues = landlords.flatMap((l) =>
    Array.from({ length: extra.int(1, 2) }, (_, i) => ({
      brandId: l.brand_id,
      userId: l.id,
      name: `${i === 0 ? 'Immeuble' : 'Offre'} ${l.last_name} ${i + 1}`,
      title: i === 0 ? `Bureaux ${l.last_name}` : null,
      createdAt: new Date(Date.UTC(2026, 9, 1) - extra.int(100, 900) * 86_400_000),
    })),
  );
  const groups = await db.insert(adGroups).values(groupValues).returning({ id: adGroups.id, userId: adGroups.userId });
  const sites = await queryRows<{ id: number; brand_id: number; address: string; zipcode: string; city: string }>(
    db,
    sql`select id, brand_id, address, zipcode, city from sites where brand_id is not null order by id`,
  );
  const values: (typeof ads.$inferInsert)[] = [];
  const scopes = [...new Set(landlords.map((l) => l.brand_id))];
  for (const brandId of scopes) {
    const own = landlords.filter((l) => l.brand_id === brandId);
    const count = brandId === null ? 240 : 30;
    for (let i = 0; i < count; i++) {
      // The demo landlord gets the first ads of the main platform, so that signing in as him shows some.
      const landlord = brandId === null && i < 12 ? (own.find((l) => l.email === DEMO_ACCOUNTS.landlord) ?? own[0]) : random.pick(own);
      if (!landlord) continue;
      const category = random.pick([1, 1, 1, 2, 3] as const);
      const site = brandId === null ? null : random.pick(sites.filter((s) => s.brand_id === brandId));
      const place = random.pick(CITIES);
      const city = site?.city ?? place.city;
      const area = category === 2 ? random.int(4, 12) : random.int(10, 400);
      const title = `${random.pick(TITLES[category])} de ${area} m² à ${city}`;
      const state = random.pick([3, 4, 5, 6, 7, 7, 7, 8, 9] as const);
      const online = state >= 7;
      const ownGroups = groups.filter((g) => g.userId === landlord.id);
      values.push({
        brandId,
        userId: landlord.id,
        adGroupId: ownGroups.length > 0 && extra.chance(0.8) ? extra.pick(ownGroups).id : null,
        title,
        seoH1: `Location ${title.toLowerCase()}`,
        seo: `Louez ${title.toLowerCase()} : services inclus, bail flexible.`,
        description: `${title}. Accès 24 h/24, fibre, salles de réunion et cuisine partagée.`,
        category,
        siteId: site?.id ?? null,
        address: site?.address ?? `${random.int(1, 180)} ${random.pick(STREETS)}`,
        zipcode: site?.zipcode ?? random.pick(place.zipcodes),
        city,
        rentCents: category === 2 ? random.int(18, 45) * 1000 : random.int(40, 900) * 1000,
        dailyRentCents: category === 2 ? random.int(15, 40) * 100 : null,
        capacity: category === 2 ? 1 : Math.max(1, Math.round(area / 8)),
        areaSquare: area,
        contractTypes: brandId === null ? random.pick([[1], [4], [1, 4]]) : [1],
        state,
        availabilityStart: isoDay(random.int(-400, 200)),
        mandate: random.pick([0, 1, 2, 2, 2] as const),
        wrongPhoto: random.chance(0.1),
        slug: `${slugify(title)}-${brandId ?? 0}-${i + 1}`,
        boostUntil:
          online && brandId === null && random.chance(0.15) ? new Date(Date.UTC(2026, 9, 1) + random.int(-20, 80) * 86_400_000) : null,
        createdAt: new Date(Date.UTC(2026, 9, 1) - random.int(0, 900) * 86_400_000),
      });
    }
  }
  const inserted: { id: number; brandId: number | null }[] = [];
  for (let i = 0; i < values.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(ads)
        .values(values.slice(i, i + 500))
        .returning({ id: ads.id, brandId: ads.brandId })),
    );
  }
  await seedFavouritesAndSuggestions(db, extra, inserted);
}

async function seedFavouritesAndSuggestions(db: Db, random: Random, adRows: { id: number; brandId: number | null }[]): Promise<void> {
  const tenants = await queryRows<{ id: number; brand_id: number | null; email: string }>(
    db,
    sql`select id, brand_id, email from users where account_type = 2 and roles = '{ROLE_USER}' and deleted_at is null order by id`,
  );
  const adsOf = (brandId: number | null) => adRows.filter((a) => a.brandId === brandId);
  const demoTenants = new Set<string>([
    DEMO_ACCOUNTS.member,
    DEMO_ACCOUNTS.owner,
    ...DEMO_BRANDS.map((b) => brandStaffEmail('member', b.id)),
  ]);
  const favouriteValues: (typeof favourites.$inferInsert)[] = [];
  for (const tenant of tenants) {
    const own = adsOf(tenant.brand_id);
    if (own.length === 0 || (!demoTenants.has(tenant.email) && !random.chance(0.3))) continue;
    const chosen = new Set<number>();
    for (let n = demoTenants.has(tenant.email) ? 25 : random.int(1, 5); n > 0; n--) chosen.add(random.pick(own).id);
    for (const adId of chosen) {
      favouriteValues.push({ userId: tenant.id, adId, createdAt: new Date(Date.UTC(2026, 9, 1) - random.int(0, 300) * 86_400_000) });
    }
  }
  for (let i = 0; i < favouriteValues.length; i += 500) await db.insert(favourites).values(favouriteValues.slice(i, i + 500));

  const senders = await queryRows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where email in (${DEMO_ACCOUNTS.admin}, ${brandStaffEmail('admin', 8)}, ${brandStaffEmail('admin', 9)})`,
  );
  const senderOf = (brandId: number | null) =>
    senders.find((s) => s.email === (brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId)));
  for (const brandId of [null, 8, 9]) {
    const sender = senderOf(brandId);
    const own = adsOf(brandId);
    const candidates = tenants.filter((t) => t.brand_id === brandId);
    for (let i = 0; i < (brandId === null ? 12 : 4) && sender && own.length > 0 && candidates.length > 0; i++) {
      const tenant =
        i === 0 && brandId === null ? (candidates.find((t) => t.email === DEMO_ACCOUNTS.member) ?? candidates[0]) : random.pick(candidates);
      if (!tenant) continue;
      const [suggestion] = await db
        .insert(suggestions)
        .values({
          brandId,
          userId: tenant.id,
          senderId: sender.id,
          intro: random.pick(SUGGESTION_INTROS),
          createdAt: new Date(Date.UTC(2026, 9, 1) - random.int(0, 200) * 86_400_000),
        })
        .returning({ id: suggestions.id });
      if (!suggestion) continue;
      const adIds = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(own).id))];
      await db
        .insert(suggestionAds)
        .values(
          adIds.map((adId, position) => ({ suggestionId: suggestion.id, position, adId, message: random.pick(SUGGESTION_MESSAGES) })),
        );
    }
  }
}

const SUGGESTION_INTROS = [
  'Suite à notre échange, voici quelques bureaux qui correspondent à votre recherche.',
  'Voici une sélection d’espaces disponibles près de chez vous.',
  'Nous avons trouvé des annonces qui pourraient intéresser votre équipe.',
];
const SUGGESTION_MESSAGES = [
  'Très lumineux, proche des transports.',
  'Disponible rapidement, bail flexible.',
  'Idéal pour une équipe de votre taille.',
  'Le meilleur rapport qualité-prix du quartier.',
];
