import type { ProductKind, ProductUnit, ServiceType } from '@hubgrade/domain/catalogue/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { productCategories, productSites, products } from '../db/schema/index.ts';
import { createRandom } from './prng.ts';

/** The shops seeded: the main platform's and brand 5's, the brand with the "services" module. */
const SHOP_BRANDS: (number | null)[] = [null, 5];

const CATEGORIES = ['Packs de crédits', 'Abonnements', 'Services', 'Boissons et snacks', 'Fournitures'] as const;
type CategoryName = (typeof CATEGORIES)[number];

interface Template {
  category: CategoryName;
  name: string;
  kind: ProductKind;
  unit: ProductUnit;
  unitPriceCents: number;
  vatRate: number;
  description: string;
  stock?: number;
  active?: boolean;
  /** Sold at every site of the brand; the others at some sites only. */
  everywhere?: boolean;
  credit?: { creditsCents: number; validityMonths: number };
  plan?: { commitmentMonths: number; monthlyCreditsCents: number };
  serviceType?: ServiceType;
}

const TEMPLATES: Template[] = [
  {
    category: 'Packs de crédits',
    name: 'Pack Découverte',
    kind: 'credit_pack',
    unit: 'one_off',
    unitPriceCents: 4_500,
    vatRate: 2000,
    description: '<p>50 € de crédits pour réserver salles de réunion et postes de travail, valables <strong>3 mois</strong>.</p>',
    everywhere: true,
    credit: { creditsCents: 5_000, validityMonths: 3 },
  },
  {
    category: 'Packs de crédits',
    name: 'Pack Essentiel',
    kind: 'credit_pack',
    unit: 'one_off',
    unitPriceCents: 8_500,
    vatRate: 2000,
    description: '<p>100 € de crédits valables 6 mois.</p>',
    everywhere: true,
    credit: { creditsCents: 10_000, validityMonths: 6 },
  },
  {
    category: 'Packs de crédits',
    name: 'Pack Pro',
    kind: 'credit_pack',
    unit: 'one_off',
    unitPriceCents: 20_000,
    vatRate: 2000,
    description: '<p>250 € de crédits valables un an, pour les équipes qui se réunissent souvent.</p>',
    everywhere: true,
    credit: { creditsCents: 25_000, validityMonths: 12 },
  },
  {
    category: 'Abonnements',
    name: 'Abonnement Nomade',
    kind: 'subscription_plan',
    unit: 'per_month',
    unitPriceCents: 9_900,
    vatRate: 2000,
    description: '<p>Accès aux espaces de coworking en journée, sans engagement, 20 € de crédits par mois.</p>',
    plan: { commitmentMonths: 0, monthlyCreditsCents: 2_000 },
  },
  {
    category: 'Abonnements',
    name: 'Abonnement Résident',
    kind: 'subscription_plan',
    unit: 'per_month',
    unitPriceCents: 24_900,
    vatRate: 2000,
    description: '<p>Un poste dédié, engagement 3 mois, 50 € de crédits par mois.</p>',
    plan: { commitmentMonths: 3, monthlyCreditsCents: 5_000 },
  },
  {
    category: 'Abonnements',
    name: 'Abonnement Bureau fixe',
    kind: 'subscription_plan',
    unit: 'per_month',
    unitPriceCents: 39_900,
    vatRate: 2000,
    description: '<p>Un bureau fermé, engagement 12 mois, 100 € de crédits par mois.</p>',
    plan: { commitmentMonths: 12, monthlyCreditsCents: 10_000 },
  },
  {
    category: 'Services',
    name: 'Domiciliation commerciale',
    kind: 'service',
    unit: 'per_month',
    unitPriceCents: 4_900,
    vatRate: 2000,
    description: '<p>Adresse du siège social, réception et notification du courrier.</p>',
    serviceType: 'domiciliation',
  },
  {
    category: 'Services',
    name: 'Impression couleur A4',
    kind: 'service',
    unit: 'one_off',
    unitPriceCents: 25,
    vatRate: 2000,
    description: '<p>La page, recto.</p>',
    everywhere: true,
    serviceType: 'printing',
  },
  {
    category: 'Services',
    name: 'Badge supplémentaire',
    kind: 'service',
    unit: 'one_off',
    unitPriceCents: 1_500,
    vatRate: 2000,
    description: '<p>Un badge d’accès de plus pour un membre de l’équipe.</p>',
    serviceType: 'keys',
  },
  {
    category: 'Services',
    name: 'Plateau petit-déjeuner',
    kind: 'service',
    unit: 'one_off',
    unitPriceCents: 850,
    vatRate: 1000,
    description: '<p>Viennoiseries, jus d’orange et café, par personne, livré en salle de réunion.</p>',
    serviceType: 'catering',
  },
  {
    category: 'Services',
    name: 'Traiteur journée d’équipe',
    kind: 'service',
    unit: 'per_day',
    unitPriceCents: 3_200,
    vatRate: 1000,
    description: '<p>Accueil café, déjeuner et pause de l’après-midi, par personne.</p>',
    serviceType: 'catering',
  },
  {
    category: 'Services',
    name: 'Location d’écran',
    kind: 'service',
    unit: 'per_hour',
    unitPriceCents: 1_000,
    vatRate: 2000,
    description: '<p>Écran 55 pouces sur pied, installé dans la salle.</p>',
    serviceType: 'keys',
    active: false,
  },
  {
    category: 'Boissons et snacks',
    name: 'Café en grains 1 kg',
    kind: 'product',
    unit: 'one_off',
    unitPriceCents: 1_890,
    vatRate: 550,
    description: '<p>Arabica torréfié à Lyon.</p>',
    stock: 24,
  },
  {
    category: 'Boissons et snacks',
    name: 'Eau pétillante 50 cl',
    kind: 'product',
    unit: 'one_off',
    unitPriceCents: 150,
    vatRate: 550,
    description: '',
    stock: 120,
    everywhere: true,
  },
  {
    category: 'Fournitures',
    name: 'Carnet de notes',
    kind: 'product',
    unit: 'one_off',
    unitPriceCents: 600,
    vatRate: 2000,
    description: '<p>Carnet A5 ligné, 96 pages.</p>',
    stock: 40,
  },
  {
    category: 'Fournitures',
    name: 'Clé USB 32 Go',
    kind: 'product',
    unit: 'one_off',
    unitPriceCents: 900,
    vatRate: 2000,
    description: '',
    stock: 0,
  },
];

/**
 * Demo data of the catalogue: the main platform's shop and brand 5's, five categories each, with
 * credit packs, subscription plans, services (domiciliation, printing, keys, catering) and goods
 * at their sites; brand 5's prices differ a little, one product is inactive and one sold out.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const random = createRandom(20261126);
  for (const brandId of SHOP_BRANDS) {
    const siteRows = await queryRows<{ id: number }>(
      db,
      sql`select id from sites where brand_id is not distinct from ${brandId} order by id`,
    );
    if (siteRows.length === 0) continue;
    const categoryRows = await db
      .insert(productCategories)
      .values(CATEGORIES.map((name, index) => ({ brandId, name, position: index + 1 })))
      .returning({ id: productCategories.id, name: productCategories.name });
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    // Brand 5 prices its shop 10 % higher, rounded to the ten cents.
    const price = (cents: number) => (brandId === null ? cents : Math.round((cents * 1.1) / 10) * 10);
    const created = await db
      .insert(products)
      .values(
        TEMPLATES.map((t) => ({
          brandId,
          categoryId: categoryId.get(t.category) as number,
          name: t.name,
          kind: t.kind,
          description: t.description,
          unitPriceCents: price(t.unitPriceCents),
          vatRate: t.vatRate,
          unit: t.unit,
          stock: t.stock ?? null,
          active: t.active ?? true,
          creditsCents: t.credit?.creditsCents ?? null,
          validityMonths: t.credit?.validityMonths ?? null,
          commitmentMonths: t.plan?.commitmentMonths ?? null,
          monthlyCreditsCents: t.plan?.monthlyCreditsCents ?? null,
          serviceType: t.serviceType ?? null,
        })),
      )
      .returning({ id: products.id, name: products.name });
    const links = created.flatMap((product) => {
      const template = TEMPLATES.find((t) => t.name === product.name);
      const chosen = template?.everywhere ? siteRows : siteRows.filter(() => random.chance(0.6));
      return (chosen.length ? chosen : [random.pick(siteRows)]).map((site) => ({ productId: product.id, siteId: site.id }));
    });
    await db.insert(productSites).values(links);
  }
}
