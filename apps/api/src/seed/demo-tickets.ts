import type { TicketCategory, TicketPriority, TicketState } from '@hubgrade/domain/tickets/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { ticketComments, ticketDocuments, tickets, uploads } from '../db/schema/index.ts';
import { demoPhotoPng } from '../lib/demo-photo.ts';
import { demoDocumentPdf } from '../modules/contracts/demo-document.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { createRandom } from './prng.ts';

/** The storage prefix of the demo tickets' files, which the tickets module writes on start-up (modules/tickets/demo-files.ts). */
const PREFIX = 'demo/tickets/';

const REPORTS: { title: string; html: string; category: TicketCategory }[] = [
  {
    title: 'Fuite sous l’évier de la cuisine',
    html: '<p>De l’eau coule sous l’évier du 2<sup>e</sup> étage.</p>',
    category: 'maintenance',
  },
  { title: 'Wi-Fi très lent en salle Horizon', html: '<p>Le débit tombe sous 1 Mb/s depuis ce matin.</p>', category: 'it' },
  {
    title: 'Climatisation bruyante',
    html: '<p>La clim de l’open space <strong>claque</strong> toutes les dix minutes.</p>',
    category: 'climate',
  },
  { title: 'Badge refusé à l’entrée', html: '<p>Mon badge ne passe plus au portillon principal.</p>', category: 'access' },
  { title: 'Chaise cassée', html: '<p>Le vérin d’une chaise du poste 14 est mort.</p>', category: 'furniture' },
  { title: 'Poubelles non vidées', html: '<p>Les poubelles de la salle de pause débordent.</p>', category: 'cleaning' },
  { title: 'Ampoule grillée dans le couloir', html: '<p>Couloir B, devant les sanitaires.</p>', category: 'maintenance' },
  { title: 'Imprimante bloquée', html: '<p>Bourrage papier permanent sur l’imprimante du 1<sup>er</sup>.</p>', category: 'it' },
  { title: 'Radiateur froid', html: '<p>Le radiateur du bureau 204 reste froid.</p>', category: 'climate' },
  { title: 'Store coincé', html: '<p>Le store de la salle Océan ne descend plus.</p>', category: 'maintenance' },
  { title: 'Tache sur la moquette', html: '<p>Café renversé près de l’accueil.</p>', category: 'cleaning' },
  { title: 'Porte du parking bloquée', html: '<p>La porte ne s’ouvre plus avec la télécommande.</p>', category: 'access' },
  { title: 'Écran de la salle de réunion', html: '<p>Pas de signal HDMI sur l’écran de la salle Lumière.</p>', category: 'it' },
  { title: 'Odeur dans les sanitaires', html: '<p>Une odeur persistante au rez-de-chaussée.</p>', category: 'other' },
  { title: 'Bureau réglable en panne', html: '<p>Le bureau assis-debout du poste 3 ne monte plus.</p>', category: 'furniture' },
  { title: 'Machine à café en panne', html: '<p>Elle affiche « Erreur 7 ».</p>', category: 'other' },
];

const COMMENTS = [
  'Merci pour le signalement, nous regardons.',
  'Le prestataire passe demain matin.',
  'Toujours le même problème aujourd’hui.',
  'C’est réparé, pouvez-vous confirmer ?',
  'Tout fonctionne, merci !',
];
const NOTES = [
  'Devis demandé au prestataire.',
  'Déjà signalé la semaine dernière : voir avec le syndic.',
  'Pièce commandée, livraison sous 5 jours.',
];

const DAY = 86_400_000;
/** Fixed dates, so two runs of the seed give the same rows. */
const at = (days: number, hours = 9) => new Date(Date.UTC(2026, 9, 1, hours) - days * DAY);

/**
 * Demo tickets: on the main platform and the brands with the "ticketing" module (5, 8), each scope
 * with tickets in every state, reported by its members (the demo member and owner first), some
 * assigned to its administrators, with public messages, internal notes, and photos or a PDF.
 */
export async function seedTickets(db: Db): Promise<void> {
  const random = createRandom(20261201);
  let fileNo = 0;
  for (const [brandId, count] of [
    [null, 16],
    [5, 8],
    [8, 8],
  ] as const) {
    const staffEmails = brandId === null ? [DEMO_ACCOUNTS.admin] : [brandStaffEmail('admin', brandId), brandStaffEmail('office', brandId)];
    const staff = await queryRows<{ id: number }>(
      db,
      sql`select id from users where email = any(${sql.param(staffEmails)}::text[]) order by id`,
    );
    const firsts =
      brandId === null
        ? [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.owner]
        : [brandStaffEmail('member', brandId), brandStaffEmail('owner', brandId)];
    const reporters = await queryRows<{ id: number; company_id: number | null; site_id: number | null }>(
      db,
      sql`select u.id, u.company_id, c.site_id from users u left join companies c on c.id = u.company_id
          where u.brand_id is not distinct from ${brandId} and u.deleted_at is null and 'ROLE_USER' = any(u.roles) and u.company_id is not null
          order by (u.email = any(${sql.param(firsts)}::text[])) desc, u.email = ${firsts[0]} desc, u.id limit 12`,
    );
    const siteRows = await queryRows<{ id: number }>(
      db,
      sql`select id from sites where brand_id is not distinct from ${brandId} order by id`,
    );
    if (staff.length === 0 || reporters.length === 0 || siteRows.length === 0) continue;
    for (let i = 0; i < count; i++) {
      const report = REPORTS[i % REPORTS.length] as (typeof REPORTS)[number];
      const state = ((i % 5) + 1) as TicketState;
      const reporter = reporters[i % reporters.length] as (typeof reporters)[number];
      const created = at(2 + i * 3 + random.int(0, 2), 8 + random.int(0, 9));
      const assignee = state >= 3 || (state === 2 && random.chance(0.5)) ? (random.pick(staff).id as number) : null;
      const updated = new Date(created.getTime() + (state === 1 ? 0 : random.int(1, 3) * DAY));
      const [ticket] = await db
        .insert(tickets)
        .values({
          brandId,
          siteId: reporter.site_id ?? (siteRows[0] as { id: number }).id,
          reporterId: reporter.id,
          companyId: reporter.company_id,
          assigneeId: assignee,
          category: report.category,
          title: report.title,
          description: report.html,
          priority: (((i * 7) % 4) + 1) as TicketPriority,
          state,
          createdAt: created,
          updatedAt: updated,
          closedAt: state === 4 ? updated : null,
        })
        .returning({ id: tickets.id });
      if (!ticket) continue;
      const thread: { authorId: number; body: string; internal: boolean }[] = [];
      if (state !== 1) thread.push({ authorId: assignee ?? (staff[0] as { id: number }).id, body: COMMENTS[0] as string, internal: false });
      if (state >= 3 && state !== 5)
        thread.push({ authorId: assignee ?? (staff[0] as { id: number }).id, body: random.pick(NOTES), internal: true });
      if (i % 3 === 0) thread.push({ authorId: reporter.id, body: COMMENTS[2] as string, internal: false });
      if (state === 4) thread.push({ authorId: reporter.id, body: COMMENTS[4] as string, internal: false });
      if (thread.length)
        await db
          .insert(ticketComments)
          .values(thread.map((c, k) => ({ ticketId: ticket.id, ...c, createdAt: new Date(created.getTime() + (k + 1) * 3_600_000) })));
      // Photos on every other ticket, a PDF now and then.
      const files: { key: string; name: string; mime: 'image/png' | 'application/pdf'; bytes: number }[] = [];
      if (i % 2 === 0) {
        fileNo += 1;
        files.push({
          key: `${PREFIX}photo-${fileNo}.png`,
          name: `photo-${fileNo}.png`,
          mime: 'image/png',
          bytes: demoPhotoPng(fileNo).length,
        });
      }
      if (i % 5 === 2) {
        fileNo += 1;
        const title = `Constat ticket ${ticket.id}`;
        files.push({
          key: `${PREFIX}constat-${fileNo}.pdf`,
          name: `${title}.pdf`,
          mime: 'application/pdf',
          bytes: demoDocumentPdf(title).length,
        });
      }
      if (files.length === 0) continue;
      const rows = await db
        .insert(uploads)
        .values(
          files.map((f) => ({
            userId: reporter.id,
            brandId,
            mode: 'ticket',
            name: f.key.slice(PREFIX.length),
            storageKey: f.key,
            originalName: f.name,
            mimeType: f.mime,
            size: f.bytes,
          })),
        )
        .returning({ id: uploads.id });
      await db.insert(ticketDocuments).values(rows.map((r, position) => ({ ticketId: ticket.id, uploadId: r.id, position })));
    }
  }
}
