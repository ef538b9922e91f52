import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { discussions, messages } from '../db/schema/index.ts';
import { refreshDiscussionSearch } from '../modules/messages/search-text.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom, type Random } from './prng.ts';

const TENANT_LINES = [
  'Bonjour, le bureau est-il toujours disponible ?',
  'Serait-il possible de le visiter la semaine prochaine ?',
  'Nous sommes une équipe de quatre personnes.',
  'Le loyer inclut-il les charges et le ménage ?',
  'Quelle est la durée minimale du bail ?',
  'Pouvez-vous me rappeler au sujet de cette annonce ?',
  'Merci pour votre retour rapide.',
  'Le parking est-il accessible le week-end ?',
];
const LANDLORD_LINES = [
  'Bonjour, oui le bureau est libre dès le mois prochain.',
  'Une visite est possible mardi ou jeudi matin.',
  'Les charges, la fibre et le ménage sont compris.',
  'Le bail flexible est d’un mois minimum.',
  'Je vous envoie le dossier par email.',
  'Avec plaisir, à bientôt.',
  'Les salles de réunion sont à partager avec l’étage.',
];

/** Days before the demo's reference date, as the other seeds count them. */
function daysAgo(days: number, minutes = 0): Date {
  return new Date(Date.UTC(2026, 9, 1) - days * 86_400_000 - minutes * 60_000);
}

function lines(random: Random, from: readonly string[]): string[] {
  const count = random.int(1, 3);
  return Array.from({ length: count }, () => random.pick(from));
}

/**
 * Conversations over a share of the demo ads of every scope, with messages in every state: the
 * older messages of a thread read or refused, the latest often waiting for moderation; some
 * conversations archived. The demo landlord and the demo member get threads of their own.
 */
export async function seedMessages(db: Db): Promise<void> {
  const random = createRandom(20261010);
  const adRows = await queryRows<{ id: number; user_id: number; brand_id: number | null }>(
    db,
    sql`select id, user_id, brand_id from ads where deleted_at is null order by id`,
  );
  const tenantRows = await queryRows<{ id: number; brand_id: number | null; email: string }>(
    db,
    sql`select id, brand_id, email from users where account_type = 2 and roles = '{ROLE_USER}' and deleted_at is null order by id`,
  );
  const demoMember = tenantRows.find((t) => t.email === DEMO_ACCOUNTS.member);

  const threads: { discussion: typeof discussions.$inferInsert; messages: Omit<typeof messages.$inferInsert, 'discussionId'>[] }[] = [];
  for (const [index, ad] of adRows.entries()) {
    // One ad in three has a conversation, and the first ads of the main platform (the demo landlord's) all do.
    if (!(random.chance(0.33) || (ad.brand_id === null && index < 6))) continue;
    const tenants = tenantRows.filter((t) => t.brand_id === ad.brand_id && t.id !== ad.user_id);
    const tenant = ad.brand_id === null && index < 3 && demoMember ? demoMember : tenants.length > 0 ? random.pick(tenants) : null;
    if (!tenant) continue;
    const count = random.int(1, 5);
    const startDay = random.int(2, 90);
    const thread: (typeof threads)[number] = {
      discussion: {
        brandId: ad.brand_id,
        adId: ad.id,
        landlordId: ad.user_id,
        tenantId: tenant.id,
        archived: random.chance(0.15),
        createdAt: daysAgo(startDay, 10),
      },
      messages: [],
    };
    for (let i = 0; i < count; i++) {
      const fromTenant = i % 2 === 0;
      const last = i === count - 1;
      // Older messages have gone through moderation; the last one may still wait for it.
      const state = last ? random.pick([1, 1, 2, 3, 3, 4] as const) : random.pick([4, 4, 4, 2] as const);
      thread.messages.push({
        brandId: ad.brand_id,
        senderId: fromTenant ? tenant.id : ad.user_id,
        state,
        content: lines(random, fromTenant ? TENANT_LINES : LANDLORD_LINES),
        messageType: 1,
        sentByAdmin: !fromTenant && random.chance(0.1),
        createdAt: daysAgo(startDay - Math.floor((i * startDay) / count), -i * 37),
      });
    }
    threads.push(thread);
  }
  if (threads.length === 0) return;

  const ids = await db
    .insert(discussions)
    .values(threads.map((t) => t.discussion))
    .returning({ id: discussions.id });
  // Inserted oldest first, so that message ids follow their dates as in real use.
  const all = threads
    .flatMap((thread, i) => thread.messages.map((m) => ({ ...m, discussionId: ids[i]?.id as number })))
    .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (let i = 0; i < all.length; i += 500) await db.insert(messages).values(all.slice(i, i + 500));
  await refreshDiscussionSearch(db, 'all');
}
