import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { contractSignatures, templateArticles, templateModelArticles, templateModels } from '../db/schema/index.ts';
import { loadContractDocument } from '../modules/signatures/document-data.ts';
import { renderContractPdf } from '../modules/signatures/document-pdf.ts';
import { createRandom } from './prng.ts';

type Family = 'mandate' | 'signature';

/** Contract articles written once for every brand: merge fields and the generic party words (brand 9 reads its own). */
const SIGNATURE_ARTICLES: { reference: string; page: string; content: string }[] = [
  {
    reference: 'Article 1 - Objet',
    page: '001',
    content:
      'Le présent contrat a pour objet la mise à disposition par le Loueur, {{loueur.societe}}, au profit du Locataire, {{locataire.societe}}, de l’espace « {{espace.nom}} » situé {{espace.adresse}}, pour {{contrat.postes}} poste(s) de travail.',
  },
  {
    reference: 'Article 2 - Durée',
    page: '001',
    content:
      'Le contrat prend effet le {{contrat.debut}} pour une durée d’engagement de {{contrat.duree}} mois, soit jusqu’au {{contrat.fin}}. Reconduction tacite : {{contrat.reconduction}}. Chaque partie peut y mettre fin à l’issue de l’engagement moyennant un préavis d’un mois.',
  },
  {
    reference: 'Article 3 - Prix et paiement',
    page: '002',
    content:
      'En contrepartie, le Locataire verse chaque mois la somme de {{montant.ht}} HT, remise de {{montant.remise}} déduite, majorée de la TVA au taux de {{tva.taux}} ({{montant.tva}}), soit {{montant.ttc}} TTC, payable d’avance par virement ou par prélèvement SEPA.',
  },
  {
    reference: 'Article 4 - Obligations du Locataire',
    page: '002',
    content:
      'Le Locataire use des locaux en bon père de famille, respecte le règlement intérieur de l’espace et n’y exerce aucune activité contraire aux bonnes mœurs ou à la réglementation en vigueur.',
  },
  {
    reference: 'Article 5 - Obligations du Loueur',
    page: '003',
    content:
      'Le Loueur assure l’accès aux locaux aux heures d’ouverture, l’entretien des parties communes, la fourniture des fluides et de la connexion internet.',
  },
  {
    reference: 'Article 6 - Résiliation',
    page: '003',
    content:
      'À défaut de paiement d’une seule échéance, le contrat pourra être résilié de plein droit par le Loueur quinze jours après une mise en demeure restée sans effet.',
  },
  {
    reference: 'Article 7 - Signature électronique',
    page: '004',
    content:
      'Les parties conviennent que le présent contrat est signé électroniquement. {{locataire.nom}} reconnaît que la signature électronique a la même valeur qu’une signature manuscrite (articles 1366 et 1367 du Code civil).',
  },
];

const MANDATE_ARTICLES: { reference: string; page: string; content: string }[] = [
  {
    reference: 'Autorisation de prélèvement',
    page: '001',
    content:
      'En signant ce mandat, vous autorisez {{marque.nom}} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de {{marque.nom}}.',
  },
  {
    reference: 'Droit au remboursement',
    page: '001',
    content:
      'Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte.',
  },
  {
    reference: 'Données personnelles',
    page: '002',
    content:
      'Les informations recueillies sont nécessaires à la gestion du prélèvement. Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
  },
];

async function seedFamily(db: Db, family: Family, brandId: number | null, brandLabel: string, texts: typeof SIGNATURE_ARTICLES) {
  const articles = await db
    .insert(templateArticles)
    .values(texts.map((t) => ({ family, brandId, ...t })))
    .returning({ id: templateArticles.id });
  const prefix = family === 'signature' ? 'Contrat de location' : 'Mandat SEPA';
  const [model] = await db
    .insert(templateModels)
    .values({ family, brandId, reference: `${prefix} - ${brandLabel}` })
    .returning({ id: templateModels.id });
  if (!model) return;
  await db.insert(templateModelArticles).values(articles.map((a, position) => ({ modelId: model.id, articleId: a.id, position })));
}

/**
 * A signature model and a mandate model with their articles for the main platform and each brand,
 * then signatures: a link waiting on a contract at Signature, and a finished one on a signed
 * contract, per scope.
 */
export async function seedTemplates(db: Db): Promise<void> {
  const random = createRandom(20260513);
  const brands = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands order by id`);
  for (const scope of [{ id: null, name: 'Plateforme' }, ...brands]) {
    await seedFamily(db, 'signature', scope.id, scope.name, SIGNATURE_ARTICLES);
    await seedFamily(db, 'mandate', scope.id, scope.name, MANDATE_ARTICLES);
  }

  for (const brandId of [null, 5, 9]) {
    const waiting = await queryRows<{ id: number; tenant_id: number }>(
      db,
      sql`select id, tenant_id from contracts where brand_id is not distinct from ${brandId} and state = 2 and deleted_at is null order by id limit 1`,
    );
    const signed = await queryRows<{ id: number; tenant_id: number; signed_at: string; name: string }>(
      db,
      sql`select c.id, c.tenant_id, c.signed_at::text, u.first_name || ' ' || u.last_name as name
          from contracts c join users u on u.id = c.tenant_id
          where c.brand_id is not distinct from ${brandId} and c.state = 3 and c.signed_at is not null and c.deleted_at is null
          order by c.id limit 1`,
    );
    for (const c of waiting) {
      await db.insert(contractSignatures).values({ brandId, contractId: c.id, signerId: c.tenant_id, state: 'pending' });
    }
    for (const c of signed) {
      // The hash of the document as the contract prints it: the same bytes every time (fixed dates).
      const pdf = await renderContractPdf(await loadContractDocument(db, c.id));
      const signedAt = new Date(c.signed_at);
      await db.insert(contractSignatures).values({
        brandId,
        contractId: c.id,
        signerId: c.tenant_id,
        state: 'signed',
        documentHash: createHash('sha256').update(pdf).digest('hex'),
        signerName: c.name,
        signerPhone: `+336${String(random.int(10_000_000, 99_999_999))}`,
        startedAt: new Date(signedAt.getTime() - 15 * 60_000),
        signedAt,
        signedIp: `198.51.100.${random.int(1, 254)}`,
        signedUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        createdAt: new Date(signedAt.getTime() - 86_400_000),
      });
    }
  }
}
