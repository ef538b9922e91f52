import type { LabelColour } from '@hubgrade/domain/labels/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { adLabels, labels, seoPageLabels } from '../db/schema/index.ts';

const DEMO_LABELS: { name: string; colour: LabelColour }[] = [
  { name: 'Lumineux', colour: 'yellow' },
  { name: 'Calme', colour: 'green' },
  { name: 'Proche métro', colour: 'blue' },
  { name: 'À la une', colour: 'red' },
  { name: 'Saisonnier', colour: 'orange' },
];

const DAY = 86_400_000;
/** Fixed dates, so two runs of the seed give the same rows. */
const at = (days: number) => new Date(Date.UTC(2026, 9, 1, 9) - days * DAY);

/**
 * Demo labels on the main platform and the brands with static pages (5, 9): each put on some of
 * the scope's live ads (every second ad for the first labels) and the first labels on its static pages.
 */
export async function seedLabels(db: Db): Promise<void> {
  for (const brandId of [null, 5, 9] as const) {
    const created = await db
      .insert(labels)
      .values(DEMO_LABELS.map((l, i) => ({ brandId, ...l, createdAt: at(40 - i * 5), updatedAt: at(40 - i * 5) })))
      .returning({ id: labels.id });
    const adRows = await queryRows<{ id: number }>(
      db,
      sql`select id from ads where brand_id is not distinct from ${brandId} and deleted_at is null order by id limit 12`,
    );
    const pageRows = await queryRows<{ id: number }>(
      db,
      sql`select id from seo_pages where brand_id is not distinct from ${brandId} and kind = 'static' order by id limit 4`,
    );
    const onAds = adRows.flatMap((ad, i) =>
      created.filter((_, l) => l < 3 && (i + l) % 2 === 0).map((label) => ({ adId: ad.id, labelId: label.id })),
    );
    if (onAds.length > 0) await db.insert(adLabels).values(onAds);
    const onPages = pageRows.flatMap((page, i) => created.slice(3, 4 + (i % 2)).map((label) => ({ pageId: page.id, labelId: label.id })));
    if (onPages.length > 0) await db.insert(seoPageLabels).values(onPages);
  }
}
