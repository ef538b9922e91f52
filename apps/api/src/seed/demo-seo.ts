import type { BlockKind } from '@hubgrade/domain/seo/rules';
import { seoImagePath } from '@hubgrade/domain/seo/rules';
import type { StoredBlockContents } from '@hubgrade/domain/seo/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seoBlocks, seoImages, seoPages, uploads, users } from '../db/schema/index.ts';
import { demoPhotoPng, demoPhotoWebp } from '../lib/demo-photo.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/** The storage prefix of the demo SEO images, which the SEO module writes on start-up (modules/seo/demo-files.ts). */
const DEMO_SEO_PREFIX = 'demo/seo/';

type Seeded = { [K in BlockKind]: { kind: K; content: StoredBlockContents[K] } }[BlockKind];

const image = (id: number) => ({ uploadId: id, pathRelative: seoImagePath(id, 'original'), webpPath: seoImagePath(id, 'webp') });

/** A page made of every block kind, so that each editor has something to show. */
function everyKind(images: number[]): Seeded[] {
  const [a = 0, b = 0, c = 0] = images;
  return [
    {
      kind: 'header',
      content: {
        title: 'Bureaux et espaces de coworking à louer',
        height: 500,
        alt: 'Open space lumineux avec des postes de travail',
        ...image(a),
        subTitle: 'Des espaces flexibles pour chaque équipe',
        paragraph: 'Bureaux privés, postes de travail et salles de réunion, sans engagement de longue durée.',
        btnTxt: 'Voir les annonces',
        btnLink: '/annonces',
      },
    },
    {
      kind: 'richText',
      content:
        '<h2>Pourquoi choisir un bureau flexible ?</h2><p>Un bail flexible vous laisse grandir <strong>sans déménager</strong> : ajoutez des postes quand votre équipe s’agrandit.</p><ul><li>Services inclus</li><li>Accès 7 j/7</li></ul>',
    },
    { kind: 'search', content: { searchInput: 'Ville, quartier ou code postal', colab: false, spaceType: 1, renterType: null } },
    {
      kind: 'adList',
      content: {
        mode: 'coordinates',
        lat: 48.8566,
        lng: 2.3522,
        radius: 10,
        zipcode: '',
        idLoueur: null,
        renterTypes: [1, 3],
        contractTypes: [1],
        spaceTypes: [1, 2],
        nbAd: 6,
      },
    },
    {
      kind: 'thumbnails',
      content: {
        height: 320,
        items: [
          {
            title: 'Bureaux privés',
            link: '/bureaux/prives',
            linkText: 'Découvrir',
            description: 'Un espace fermé pour votre équipe, meublé et équipé.',
            img: image(b),
            imgAlt: 'Bureau privé meublé',
          },
          {
            title: 'Postes de travail',
            link: '/bureaux/postes',
            linkText: 'Découvrir',
            description: 'Un poste en open space, à la journée ou au mois.',
            img: null,
            imgAlt: '',
          },
        ],
      },
    },
    {
      kind: 'carousel',
      content: {
        height: 400,
        items: [
          { title: 'Espace détente', link: '/espaces/detente', img: image(b), imgAlt: 'Coin détente avec canapés' },
          { title: 'Salle de réunion', link: '/espaces/reunion', img: image(c), imgAlt: 'Salle de réunion de 8 places' },
        ],
      },
    },
    {
      kind: 'tabs',
      content: {
        tabs: [
          {
            title: 'Entreprises',
            description: 'Des bureaux privés pour les équipes de 2 à 50 personnes.',
            img: image(c),
            imgAlt: 'Équipe au travail',
            height: 300,
            link: '/entreprises',
            linkBtnTxt: 'En savoir plus',
            subLink: '',
            subLinkBtnTxt: '',
            subTabs: [],
          },
          {
            title: 'Indépendants',
            description: '',
            img: null,
            imgAlt: '',
            height: null,
            link: '',
            linkBtnTxt: '',
            subLink: '',
            subLinkBtnTxt: '',
            subTabs: [
              {
                subtitle: 'Poste nomade',
                description: 'Installez-vous où il y a de la place.',
                img: null,
                imgAlt: 'Poste nomade',
                height: 200,
                link: '/independants/nomade',
                linkBtnTxt: 'Réserver',
                subLink: '',
                subLinkBtnTxt: '',
              },
              {
                subtitle: 'Poste fixe',
                description: 'Votre bureau attitré, avec caisson.',
                img: null,
                imgAlt: 'Poste fixe',
                height: 200,
                link: '/independants/fixe',
                linkBtnTxt: 'Réserver',
                subLink: '/tarifs',
                subLinkBtnTxt: 'Voir les tarifs',
              },
            ],
          },
        ],
      },
    },
    { kind: 'callToAction', content: { href: '/contact', btnTxt: 'Planifier une visite' } },
    { kind: 'callback', content: { title: 'Un conseiller vous rappelle', btnTxt: 'Être rappelé' } },
    { kind: 'contactForm', content: { title: 'Écrivez-nous' } },
    {
      kind: 'script',
      content: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Hubgrade"}</script>',
    },
  ];
}

interface SeedPage {
  brandId: number | null;
  landing?: { city: string; shortName: string; spaceType: number; renterType: number };
  title: string;
  slug: string;
  published: boolean;
  blocks: Seeded[];
  children?: Omit<SeedPage, 'brandId'>[];
}

const introOnly = (title: string, text: string): Seeded[] => [
  {
    kind: 'header',
    content: {
      title,
      height: 400,
      alt: '',
      uploadId: null,
      pathRelative: '',
      webpPath: '',
      subTitle: '',
      paragraph: '',
      btnTxt: '',
      btnLink: '',
    },
  },
  { kind: 'richText', content: `<p>${text}</p>` },
];

async function insertPage(db: Db, page: SeedPage, parentId: number | null, position: number): Promise<void> {
  const [row] = await db
    .insert(seoPages)
    .values({
      brandId: page.brandId,
      kind: page.landing ? 'canonical' : 'static',
      ...page.landing,
      parentId,
      position,
      title: page.title,
      slug: page.slug,
      metaTitle: page.title,
      metaDescription: `${page.title} : bureaux, coworking et salles de réunion.`,
      published: page.published,
    })
    .returning({ id: seoPages.id });
  if (!row) return;
  if (page.blocks.length > 0) {
    await db
      .insert(seoBlocks)
      .values(page.blocks.map((block, i) => ({ pageId: row.id, kind: block.kind, position: i + 1, content: block.content })));
  }
  for (const [i, child] of (page.children ?? []).entries()) await insertPage(db, { ...child, brandId: page.brandId }, row.id, i + 1);
}

/** Three demo images of the main platform, as the upload call records them (the files are written at start-up). */
async function seedImages(db: Db): Promise<number[]> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  if (!admin) return [];
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const file = (extension: 'png' | 'webp', size: number) => ({
      userId: admin.id,
      brandId: null,
      mode: 'image',
      name: `seo-${n}.${extension}`,
      storageKey: `${DEMO_SEO_PREFIX}seo-${n}.${extension}`,
      originalName: `espace-${n}.${extension}`,
      mimeType: extension === 'png' ? 'image/png' : 'image/webp',
      size,
    });
    const [original, webp] = await db
      .insert(uploads)
      .values([file('png', demoPhotoPng(n).length), file('webp', (await demoPhotoWebp(n)).length)])
      .returning({ id: uploads.id });
    if (!original || !webp) continue;
    const [image] = await db
      .insert(seoImages)
      .values({ brandId: null, uploadId: original.id, webpUploadId: webp.id })
      .returning({ id: seoImages.id });
    if (image) ids.push(image.id);
  }
  return ids;
}

/** Static pages of the main platform's site (one of every block kind, in a small tree) and of brands 5 and 9, and canonical pages. */
export async function seedSeo(db: Db): Promise<void> {
  const images = await seedImages(db);
  const pages: SeedPage[] = [
    {
      brandId: null,
      title: 'Bureaux à louer',
      slug: 'bureaux',
      published: true,
      blocks: everyKind(images),
      children: [
        { title: 'Bureaux à Paris', slug: 'paris', published: true, blocks: introOnly('Bureaux à Paris', 'Nos espaces au cœur de Paris.') },
        { title: 'Bureaux à Lyon', slug: 'lyon', published: false, blocks: introOnly('Bureaux à Lyon', 'Bientôt à Lyon.') },
      ],
    },
    {
      brandId: null,
      title: 'À propos',
      slug: 'a-propos',
      published: true,
      blocks: introOnly('À propos', 'La plateforme des espaces de travail.'),
    },
    { brandId: null, title: 'Mentions du site', slug: 'mentions', published: false, blocks: [] },
    {
      brandId: 5,
      title: 'Nos espaces Cocoon',
      slug: 'nos-espaces',
      published: true,
      blocks: introOnly('Nos espaces Cocoon', 'Des bureaux comme à la maison.'),
    },
    {
      brandId: 9,
      title: 'Accueil Nova',
      slug: 'accueil',
      published: true,
      blocks: introOnly('Accueil Nova', 'Les services Nova pour vos bureaux.'),
    },
    {
      brandId: null,
      landing: { city: 'Paris', shortName: 'paris', spaceType: 1, renterType: 1 },
      title: 'Bureau privé à Paris pour entreprise',
      slug: 'paris-1-1',
      published: true,
      blocks: introOnly('Bureaux privés à Paris', 'Des bureaux fermés pour votre entreprise, au cœur de Paris.'),
    },
    {
      brandId: null,
      landing: { city: 'Lyon', shortName: 'lyon', spaceType: 2, renterType: 3 },
      title: 'Poste de travail à Lyon pour coworking',
      slug: 'lyon-2-3',
      published: false,
      blocks: [],
    },
    {
      brandId: 5,
      landing: { city: 'Bordeaux', shortName: 'bordeaux', spaceType: 1, renterType: 4 },
      title: 'Bureau privé à Bordeaux pour centre d’affaires',
      slug: 'bordeaux-1-4',
      published: true,
      blocks: introOnly('Bureaux à Bordeaux', 'Un centre d’affaires au bord de la Garonne.'),
    },
  ];
  for (const [i, page] of pages.entries()) await insertPage(db, page, null, i + 1);
}
