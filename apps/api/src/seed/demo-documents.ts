import type { DocumentAudience } from '@hubgrade/domain/documents/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { documents, documentVersions, uploads } from '../db/schema/index.ts';
import { demoPhotoPng } from '../lib/demo-photo.ts';
import { demoDocumentPdf } from '../modules/contracts/demo-document.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';

/** The storage prefix of the demo documents' files, which the documents module writes on start-up. */
const PREFIX = 'demo/documents/';

const LIBRARY: { title: string; audience: DocumentAudience; versions: number; picture?: boolean }[] = [
  { title: 'Règlement intérieur', audience: 'all', versions: 3 },
  { title: 'Plan d’évacuation', audience: 'site', versions: 1, picture: true },
  { title: 'Guide d’accueil du site', audience: 'site', versions: 2 },
  { title: 'Attestation d’assurance', audience: 'company', versions: 1 },
  { title: 'Conditions de domiciliation', audience: 'company', versions: 2 },
  { title: 'Charte Wi-Fi', audience: 'all', versions: 1 },
  { title: 'Badge : mode d’emploi', audience: 'member', versions: 1 },
];

const DAY = 86_400_000;
/** Fixed dates, so two runs of the seed give the same rows. */
const at = (days: number) => new Date(Date.UTC(2026, 9, 1, 9) - days * DAY);

/**
 * Demo documents: on the main platform and the brands with the "documents" module (5, 9), shared
 * with all members, the demo member's site and company, and the demo member themselves, some
 * with several versions.
 */
export async function seedDocuments(db: Db): Promise<void> {
  let fileNo = 0;
  for (const brandId of [null, 5, 9] as const) {
    const adminEmail = brandId === null ? DEMO_ACCOUNTS.admin : brandStaffEmail('admin', brandId);
    const memberEmail = brandId === null ? DEMO_ACCOUNTS.member : brandStaffEmail('member', brandId);
    const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${adminEmail}`);
    const [member] = await queryRows<{ id: number; company_id: number | null; site_id: number | null }>(
      db,
      sql`select u.id, u.company_id, coalesce(c.site_id, (select s.id from sites s where s.brand_id is not distinct from ${brandId} order by s.id limit 1)) as site_id
          from users u left join companies c on c.id = u.company_id where u.email = ${memberEmail}`,
    );
    if (!admin || !member?.company_id || !member.site_id) continue;
    for (const [i, entry] of LIBRARY.entries()) {
      const created = at(60 - i * 7);
      const [doc] = await db
        .insert(documents)
        .values({
          brandId,
          title: entry.title,
          audience: entry.audience,
          siteId: entry.audience === 'site' ? member.site_id : null,
          companyId: entry.audience === 'company' ? member.company_id : null,
          userId: entry.audience === 'member' ? member.id : null,
          createdBy: admin.id,
          createdAt: created,
          updatedAt: new Date(created.getTime() + (entry.versions - 1) * 10 * DAY),
        })
        .returning({ id: documents.id });
      if (!doc) continue;
      for (let number = 1; number <= entry.versions; number++) {
        fileNo += 1;
        const picture = entry.picture === true;
        const name = picture ? `document-${fileNo}.png` : `document-${fileNo}.pdf`;
        const original = picture ? `${entry.title}.png` : `${entry.title} v${number}.pdf`;
        const [upload] = await db
          .insert(uploads)
          .values({
            userId: admin.id,
            brandId,
            mode: 'ticket',
            name,
            storageKey: `${PREFIX}${name}`,
            originalName: original,
            mimeType: picture ? 'image/png' : 'application/pdf',
            size: picture ? demoPhotoPng(fileNo).length : demoDocumentPdf(original.replace(/\.pdf$/, '')).length,
          })
          .returning({ id: uploads.id });
        if (!upload) continue;
        await db.insert(documentVersions).values({
          documentId: doc.id,
          number,
          uploadId: upload.id,
          createdBy: admin.id,
          createdAt: new Date(created.getTime() + (number - 1) * 10 * DAY),
        });
      }
    }
  }
}
