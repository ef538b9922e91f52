import { randomBytes } from 'node:crypto';
import type { CampaignState } from '@hubgrade/domain/emailing/rules';
import type { Segment } from '@hubgrade/domain/emailing/schemas';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { emailCampaignRecipients, emailCampaigns, mailOutbox } from '../db/schema/index.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';

const DAY = 86_400_000;
/** Fixed dates, so two runs of the seed give the same rows (the scheduled one is far ahead). */
const at = (days: number) => new Date(Date.UTC(2026, 9, 1, 8) + days * DAY);

const CAMPAIGNS: { subject: string; body: string; state: CampaignState; tenantsOnly?: boolean; when: number }[] = [
  {
    subject: 'Bienvenue {{prenom}} : vos nouveautés de rentrée',
    body: '<p>Bonjour {{prenom}},</p><p>Toute l’équipe est ravie d’accueillir {{societe}} cette saison. Au programme : <strong>petits-déjeuners</strong> le jeudi et ateliers le mardi.</p>',
    state: 'sent',
    when: -20,
  },
  {
    subject: 'Fermeture exceptionnelle le 11 novembre',
    body: '<p>Bonjour {{prenom}},</p><p>Les espaces seront fermés le 11 novembre. Votre badge reste actif le week-end.</p>',
    state: 'scheduled',
    tenantsOnly: true,
    when: 400,
  },
  {
    subject: 'Enquête de satisfaction',
    body: '<p>{{prenom}}, donnez-nous votre avis en deux minutes : qu’aimeriez-vous voir évoluer ?</p>',
    state: 'draft',
    when: -2,
  },
];

/**
 * Demo campaigns on the main platform and brand 5 (the brand with the "emailing" module): one
 * sent to the demo member's company, its mails in the outbox as sent; one scheduled; one draft.
 */
export async function seedEmailing(db: Db): Promise<void> {
  for (const brandId of [null, 5] as const) {
    const adminEmail = brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId);
    const memberEmail = brandId === null ? DEMO_ACCOUNTS.member : brandStaffEmail('member', brandId);
    const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${adminEmail}`);
    const [member] = await queryRows<{ company_id: number | null }>(db, sql`select company_id from users where email = ${memberEmail}`);
    if (!admin || !member?.company_id) continue;
    for (const entry of CAMPAIGNS) {
      const segment: Segment =
        entry.state === 'sent'
          ? { sites: [], companies: [member.company_id], accountTypes: [] }
          : { sites: [], companies: [], accountTypes: entry.tenantsOnly ? [2] : [] };
      const recipients =
        entry.state === 'sent'
          ? await queryRows<{ id: number; email: string; first_name: string; company: string | null }>(
              db,
              sql`select u.id, u.email, u.first_name, c.name as company from users u left join companies c on c.id = u.company_id
                  where u.company_id = ${member.company_id} and u.deleted_at is null and u.enabled and 'ROLE_USER' = any(u.roles)
                  order by u.id`,
            )
          : [];
      const [campaign] = await db
        .insert(emailCampaigns)
        .values({
          brandId,
          subject: entry.subject,
          body: entry.body,
          segment,
          state: entry.state,
          scheduledAt: entry.state === 'scheduled' ? at(entry.when) : null,
          startedAt: entry.state === 'sent' ? at(entry.when) : null,
          finishedAt: entry.state === 'sent' ? new Date(at(entry.when).getTime() + 60_000) : null,
          total: recipients.length,
          createdBy: admin.id,
          createdAt: at(Math.min(entry.when, -1) - 3),
          updatedAt: at(Math.min(entry.when, -1)),
        })
        .returning({ id: emailCampaigns.id });
      if (!campaign) continue;
      for (const r of recipients) {
        const fill = (text: string) => text.replaceAll('{{prenom}}', r.first_name).replaceAll('{{societe}}', r.company ?? '');
        const [mail] = await db
          .insert(mailOutbox)
          .values({
            brandId,
            toAddress: r.email,
            subject: fill(entry.subject),
            textBody: fill(entry.body.replace(/<[^>]+>/g, ' ')),
            htmlBody: fill(entry.body),
            attempts: 1,
            sentAt: at(entry.when),
            createdAt: at(entry.when),
          })
          .returning({ id: mailOutbox.id });
        await db.insert(emailCampaignRecipients).values({
          campaignId: campaign.id,
          userId: r.id,
          mailId: mail?.id ?? null,
          token: randomBytes(24).toString('base64url'),
          queuedAt: at(entry.when),
        });
      }
    }
  }
}
