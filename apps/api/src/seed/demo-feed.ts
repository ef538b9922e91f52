import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { feedCategories, feedMessageCategories, feedMessageSites, feedMessages, feedReactions } from '../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_BRANDS } from './brands.ts';
import { createRandom } from './prng.ts';

const CATEGORIES: { title: string; isEvent: boolean }[] = [
  { title: 'Événements', isEvent: true },
  { title: 'Afterwork', isEvent: true },
  { title: "Vie de l'espace", isEvent: false },
  { title: 'Travaux', isEvent: false },
  { title: 'Informations pratiques', isEvent: false },
];

/** Title, description, categories (by index), Important, state. */
const MESSAGES: { title: string; html: string; categories: number[]; important: boolean; state: 1 | 2 | 3 }[] = [
  {
    title: 'Petit-déjeuner de rentrée',
    html: '<p>Rendez-vous <strong>jeudi à 9h</strong> au salon du rez-de-chaussée : viennoiseries et café offerts.</p>',
    categories: [0],
    important: false,
    state: 3,
  },
  {
    title: 'Coupure d’eau mardi matin',
    html: '<p>Une intervention sur le réseau coupera l’eau de <em>8h à 11h</em>. Merci de votre compréhension.</p>',
    categories: [3],
    important: true,
    state: 3,
  },
  {
    title: 'Nouveaux casiers disponibles',
    html: '<p>Des casiers sont disponibles à l’accueil.</p><ul><li>Clé remise contre caution</li><li>Réservation à l’accueil</li></ul>',
    categories: [4],
    important: false,
    state: 3,
  },
  {
    title: 'Afterwork de fin de mois',
    html: '<p>Venez partager un verre avec les autres membres sur la terrasse.</p>',
    categories: [1],
    important: false,
    state: 3,
  },
  { title: 'Atelier bien-être', html: '<p>Une séance de yoga sur la pause déjeuner.</p>', categories: [0], important: false, state: 2 },
  {
    title: 'Rénovation de la cuisine',
    html: '<p>La cuisine du 2<sup>e</sup> étage sera fermée une semaine.</p>',
    categories: [3],
    important: true,
    state: 2,
  },
  {
    title: 'Bienvenue aux nouveaux membres',
    html: '<p>Présentez-vous sur le canal de l’espace !</p>',
    categories: [2],
    important: false,
    state: 1,
  },
  { title: 'Sondage : horaires d’ouverture', html: '<p>Brouillon du sondage à relire.</p>', categories: [], important: false, state: 1 },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo data of the news feed: categories (two of them events) and messages in every state for the
 * main platform and each brand (ready for a brand that turns the module on), sent to the deployment's sites, the published ones
 * liked or joined by members of those sites. Published and created dates are fixed; planned dates
 * are counted from the seeding day so that they stay to come and the publishing pass has work.
 */
export async function seedFeed(db: Db): Promise<void> {
  const random = createRandom(20260622);
  const now = Date.now();
  const scopes = [null, ...DEMO_BRANDS.map((b) => b.id)];
  for (const brandId of scopes) {
    const senderEmail = brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId);
    const [sender] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${senderEmail}`);
    const siteRows = await queryRows<{ id: number }>(
      db,
      sql`select id from sites where brand_id is not distinct from ${brandId} order by id`,
    );
    if (!sender || siteRows.length === 0) continue;
    const categories = await db
      .insert(feedCategories)
      .values(CATEGORIES.map((c) => ({ brandId, ...c })))
      .returning({ id: feedCategories.id });
    for (const [i, m] of MESSAGES.entries()) {
      const created = new Date(Date.UTC(2026, 8, 1 + i * 3, 8));
      const planned =
        m.state === 2 ? new Date(Math.ceil(now / HOUR) * HOUR + (i + 1) * DAY) : m.state === 3 ? new Date(created.getTime() + DAY) : null;
      const [message] = await db
        .insert(feedMessages)
        .values({
          brandId,
          senderId: sender.id,
          title: m.title,
          description: m.html,
          isImportant: m.important,
          state: m.state,
          plannedAt: planned,
          publishedAt: m.state === 3 ? planned : null,
          createdAt: created,
        })
        .returning({ id: feedMessages.id });
      if (!message) continue;
      // Every message reaches the first site (where the demo member works) and some of the others.
      const targets = siteRows.filter((_site, k) => k === 0 || random.chance(0.5));
      await db.insert(feedMessageSites).values(targets.map((s) => ({ messageId: message.id, siteId: s.id })));
      const linked = m.categories.map((k) => categories[k]?.id).filter((id): id is number => id !== undefined);
      if (linked.length) await db.insert(feedMessageCategories).values(linked.map((categoryId) => ({ messageId: message.id, categoryId })));
      if (m.state !== 3) continue;
      const receivers = await queryRows<{ id: number }>(
        db,
        sql`select u.id from users u join companies c on c.id = u.company_id
            where c.site_id = any(${sql.param(targets.map((s) => s.id))}::int[]) and u.deleted_at is null order by u.id`,
      );
      const reacting = receivers.filter(() => random.chance(0.3)).slice(0, 25);
      if (reacting.length)
        await db
          .insert(feedReactions)
          .values(reacting.map((u) => ({ messageId: message.id, userId: u.id, createdAt: planned ?? created })));
    }
  }
}
