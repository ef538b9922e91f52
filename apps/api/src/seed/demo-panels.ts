import { randomBytes } from 'node:crypto';
import type { PanelBlock, PanelOrientation } from '@hubgrade/domain/panels/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { panelDefaultContents, panels } from '../db/schema/index.ts';

interface SiteRow {
  id: number;
  brand_id: number | null;
  name: string;
}

const SHAPES: { name: string; orientation: PanelOrientation; blocks: PanelBlock[]; announcement: string }[] = [
  { name: 'Hall d’accueil', orientation: 'landscape', blocks: ['clock', 'rooms', 'feed', 'announcements'], announcement: '' },
  {
    name: 'Ascenseurs',
    orientation: 'portrait',
    blocks: ['clock', 'rooms', 'announcements'],
    announcement: 'Pensez à réserver votre salle depuis l’application.\nLe café est offert le vendredi matin.',
  },
];

/**
 * Demo panels: two per site of the main platform's first two sites and of brand 10's first site
 * (the brand with the screenAnnouncement module), and each one's default content. Secrets are
 * random: a screen's address is read on its panel's sheet.
 */
export async function seedPanels(db: Db): Promise<void> {
  const chosen = await queryRows<SiteRow>(
    db,
    sql`(select id, brand_id, name from sites where brand_id is null order by id limit 2)
        union all (select id, brand_id, name from sites where brand_id = 10 order by id limit 1)`,
  );
  const rows = chosen.flatMap((site) =>
    SHAPES.map((shape) => ({
      brandId: site.brand_id,
      siteId: site.id,
      name: `${shape.name} – ${site.name}`,
      orientation: shape.orientation,
      blocks: shape.blocks,
      announcement: shape.announcement,
      secret: randomBytes(32).toString('base64url'),
    })),
  );
  if (rows.length) await db.insert(panels).values(rows);
  await db.insert(panelDefaultContents).values([
    { brandId: null, title: 'Bienvenue', message: 'Bienvenue dans nos espaces.\nL’accueil est ouvert de 8 h à 19 h.' },
    { brandId: 10, title: 'Bienvenue aux Ruches', message: 'Un café vous attend à l’accueil.' },
  ]);
}
