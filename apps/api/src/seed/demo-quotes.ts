import { randomBytes } from 'node:crypto';
import { formatDay } from '@hubgrade/domain/format/dates';
import { addParisDays, parisDay } from '@hubgrade/domain/format/paris-calendar';
import { QUOTE_LABELS as L } from '@hubgrade/domain/quotes/labels';
import { QUOTE_STATES, type QuoteState, quoteLineAmounts, quoteTotals } from '@hubgrade/domain/quotes/rules';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { quoteLines, quoteStateEvents, quotes } from '../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom } from './prng.ts';

const OFFERS: { designation: string; unitPriceCents: number; vatRate: number }[] = [
  { designation: 'Domiciliation commerciale', unitPriceCents: 4_900, vatRate: 2000 },
  { designation: 'Poste fixe en open space', unitPriceCents: 29_000, vatRate: 2000 },
  { designation: 'Bureau privatif 4 postes', unitPriceCents: 145_000, vatRate: 2000 },
  { designation: 'Casier sécurisé', unitPriceCents: 1_500, vatRate: 2000 },
  { designation: 'Petit-déjeuner d’équipe', unitPriceCents: 950, vatRate: 1000 },
  { designation: 'Badge supplémentaire', unitPriceCents: 2_000, vatRate: 2000 },
];
const COMMENTS = [
  '',
  'Demande reçue par téléphone.',
  'Tarif négocié pour un engagement de 12 mois.',
  'Prévoir la remise des badges à l’arrivée.',
];

interface SeedLine {
  kind: 'free' | 'meetingRoom';
  designation: string;
  unitPriceCents: number;
  vatRate: number;
  quantity: number;
  roomId: number | null;
  slotDay: string | null;
  slotStart: string | null;
  slotEnd: string | null;
}

/** The moves that lead to each state, from the state it was written in. */
const PATHS: Record<QuoteState, QuoteState[]> = { 1: [1], 2: [2], 3: [2, 3], 4: [2, 3, 4], 5: [2, 3, 5], 6: [2, 6], 7: [2, 3, 7] };

/**
 * Demo quotes of the scopes with a shop (the main platform and brand 5): two in every state, for
 * their members (the demo member first). Drafts and requests hold a meeting-room slot beside the
 * free lines; the dates follow the day the seed runs, so that sent quotes are still open.
 */
export async function seedQuotes(db: Db): Promise<void> {
  const random = createRandom(20261126);
  const today = parisDay();
  for (const brandId of [null, 5] as const) {
    const first = brandId === null ? DEMO_ACCOUNTS.member : brandStaffEmail('member', brandId);
    const staffEmail = brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId);
    const clients = await queryRows<{ id: number; company_id: number | null }>(
      db,
      sql`select id, company_id from users where brand_id is not distinct from ${brandId} and deleted_at is null
          and roles = '{ROLE_USER}' order by (email = ${first}) desc, id limit 6`,
    );
    const [staff] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${staffEmail}`);
    const [room] = await queryRows<{ id: number; name: string; site: string; price: number }>(
      db,
      sql`select r.id, r.name, s.name as site, r.price_hour_cents as price from meeting_rooms r join sites s on s.id = r.site_id
          where r.brand_id is not distinct from ${brandId} order by r.id limit 1`,
    );
    if (clients.length === 0 || !staff) continue;
    let n = 0;
    for (const state of QUOTE_STATES) {
      for (let copy = 0; copy < 2; copy++) {
        n += 1;
        const client = clients[n % clients.length] as (typeof clients)[number];
        const age = state === 7 ? 45 + n : state >= 4 ? 10 + n : n % 5;
        const quoteDate = addParisDays(today, -age);
        const expirationDate = addParisDays(quoteDate, state === 7 ? 30 : 30 + n);
        const lines: SeedLine[] = Array.from({ length: 1 + random.int(0, 2) }, () => {
          const offer = random.pick(OFFERS);
          const quantity = random.int(1, 4);
          return { kind: 'free', ...offer, quantity, roomId: null, slotDay: null, slotStart: null, slotEnd: null };
        });
        if (room && state <= 2) {
          const slotDay = addParisDays(today, 7 + n);
          const unitPriceCents = room.price * 2;
          const designation = L.slot.designationRoom(room.name, room.site, formatDay(slotDay), '10:00', '12:00');
          lines.push({
            kind: 'meetingRoom',
            designation,
            unitPriceCents,
            vatRate: 2000,
            quantity: 1,
            roomId: room.id,
            slotDay,
            slotStart: '10:00',
            slotEnd: '12:00',
          });
        }
        const totals = quoteTotals(lines);
        const [quote] = await db
          .insert(quotes)
          .values({
            brandId,
            number: `D-${randomBytes(12).toString('base64url')}`,
            clientId: client.id,
            companyId: client.company_id,
            quoteDate,
            expirationDate,
            state,
            comment: random.pick(COMMENTS),
            subscription: copy === 1 && state !== 1,
            htCents: totals.htCents,
            vatCents: totals.vatCents,
            ttcCents: totals.ttcCents,
            token: randomBytes(24).toString('base64url'),
            createdBy: staff.id,
            acceptedAt: state === 4 ? new Date(`${addParisDays(quoteDate, 3)}T10:00:00Z`) : null,
            acceptedBy: state === 4 && copy === 0 ? staff.id : null,
          })
          .returning({ id: quotes.id });
        if (!quote) continue;
        await db
          .update(quotes)
          .set({ number: `D-${quoteDate.slice(0, 4)}-${String(quote.id).padStart(6, '0')}` })
          .where(eq(quotes.id, quote.id));
        await db
          .insert(quoteLines)
          .values(
            lines
              .map((line, i) => ({ ...line, quoteId: quote.id, position: i + 1, ...quoteLineAmounts(line) }))
              .map(({ ttcCents: _, ...line }) => line),
          );
        const path = PATHS[state];
        await db.insert(quoteStateEvents).values(
          path.map((to, i) => ({
            quoteId: quote.id,
            fromState: i === 0 ? null : (path[i - 1] as QuoteState),
            state: to,
            // The client answered the second accepted and refused quotes through their link; the job expired the others.
            actor: to === 7 ? 'system' : (to === 4 || to === 5) && copy === 1 ? 'client' : 'staff',
            userId: to === 7 || ((to === 4 || to === 5) && copy === 1) ? null : staff.id,
            at: new Date(`${addParisDays(quoteDate, i)}T09:00:00Z`),
          })),
        );
      }
    }
  }
}
