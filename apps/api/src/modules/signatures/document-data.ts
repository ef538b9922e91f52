import { formatDate } from '@hubgrade/domain/format/dates';
import { formatCents, vatOfLine } from '@hubgrade/domain/format/money';
import { TEMPLATE_LABELS } from '@hubgrade/domain/templates/labels';
import { documentWords, orderArticles, type PlaceholderValues } from '@hubgrade/domain/templates/rules';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';

/** Everything the contract document is made of: the contract's parties, space, amounts and articles. */
export interface ContractDocumentData {
  contractId: number;
  brandId: number | null;
  brandName: string;
  kind: 'platform' | 'coworking';
  words: { landlord: string; tenant: string };
  values: PlaceholderValues;
  articles: { reference: string; content: string; page: string }[];
  modelReference: string;
  /** The document's own date, so that the same contract gives the same bytes (the hash means something). */
  issuedAt: Date;
}

interface ContractRow {
  id: number;
  brand_id: number | null;
  brand_name: string | null;
  kind: 'platform' | 'coworking';
  contract_type: number;
  start_date: string;
  end_date: string | null;
  duration_months: number;
  tacit_renewal: boolean;
  seats: number;
  rent_cents: number;
  discount_cents: number;
  vat_rate: number;
  created_at: string;
  tenant_name: string;
  tenant_email: string;
  tenant_mobile: string | null;
  tenant_company: string | null;
  landlord_name: string | null;
  landlord_email: string | null;
  landlord_company: string | null;
  space_name: string | null;
  space_address: string | null;
}

const PLATFORM_NAME = 'Hubgrade';
const CONTRACT_TYPES: Record<number, string> = { 1: 'Bail flexible', 4: 'Bail commercial 3/6/9' };

/** The amounts of one month of the contract: HT, discount, VAT on the net (vatOfLine) and TTC. */
export function contractAmounts(rentCents: number, discountCents: number, vatRate: number) {
  const vat = vatOfLine(rentCents - discountCents, vatRate);
  return { ht: rentCents, discount: discountCents, vat, ttc: rentCents - discountCents + vat };
}

function vatRateText(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}

/**
 * Reads the contract (brand scope already checked by the caller) with the articles of its brand's
 * signature model: the brand's most recently changed one, or the main platform's when the brand
 * has none. No model at all: 404 with the reason.
 */
export async function loadContractDocument(db: Executor, contractId: number): Promise<ContractDocumentData> {
  const [row] = await queryRows<ContractRow>(
    db,
    sql`select c.id, c.brand_id, b.name as brand_name, c.kind, c.contract_type, c.start_date::text, c.end_date::text,
          c.duration_months, c.tacit_renewal, c.seats, c.rent_cents, c.discount_cents, c.vat_rate, c.created_at::text,
          t.first_name || ' ' || t.last_name as tenant_name, t.email as tenant_email, t.mobile as tenant_mobile,
          tc.name as tenant_company,
          l.first_name || ' ' || l.last_name as landlord_name, l.email as landlord_email, lc.name as landlord_company,
          coalesce(a.title, cs.name) as space_name,
          coalesce(
            nullif(concat_ws(', ', a.address, nullif(concat_ws(' ', a.zipcode, a.city), '')), ''),
            concat_ws(', ', s.name, s.address, s.zipcode || ' ' || s.city)
          ) as space_address
        from contracts c
        join users t on t.id = c.tenant_id
        left join companies tc on tc.id = c.tenant_company_id
        left join users l on l.id = c.landlord_id
        left join companies lc on lc.id = l.company_id
        left join brands b on b.id = c.brand_id
        left join ads a on a.id = c.ad_id
        left join coworking_spaces cs on cs.id = c.coworking_space_id
        left join sites s on s.id = cs.site_id
        where c.id = ${contractId} and c.deleted_at is null`,
  );
  if (!row) throw notFound();
  const model = await findContractModel(db, row.brand_id);
  if (!model) throw notFound(TEMPLATE_LABELS.noContractModel);
  const words = documentWords(row.brand_id);
  const brandName = row.brand_name ?? PLATFORM_NAME;
  const amounts = contractAmounts(row.rent_cents, row.discount_cents, row.vat_rate);
  // Coworking seats are let by the operator itself: the brand (or the platform) is the landlord.
  const landlordName = row.landlord_name ?? brandName;
  const issuedAt = new Date(row.created_at);
  const values: PlaceholderValues = {
    'contrat.numero': String(row.id),
    'contrat.type': CONTRACT_TYPES[row.contract_type] ?? String(row.contract_type),
    'contrat.debut': formatDate(`${row.start_date}T12:00:00Z`),
    'contrat.fin': row.end_date ? formatDate(`${row.end_date}T12:00:00Z`) : 'sans date de fin',
    'contrat.duree': String(row.duration_months),
    'contrat.postes': String(row.seats),
    'contrat.reconduction': row.tacit_renewal ? 'oui' : 'non',
    'loueur.nom': landlordName,
    'loueur.societe': row.landlord_company ?? brandName,
    'loueur.email': row.landlord_email ?? '',
    'locataire.nom': row.tenant_name,
    'locataire.societe': row.tenant_company ?? row.tenant_name,
    'locataire.email': row.tenant_email,
    'locataire.telephone': row.tenant_mobile ?? '',
    'espace.nom': row.space_name ?? '',
    'espace.adresse': row.space_address ?? '',
    'montant.ht': formatCents(amounts.ht),
    'montant.remise': formatCents(amounts.discount),
    'montant.tva': formatCents(amounts.vat),
    'montant.ttc': formatCents(amounts.ttc),
    'tva.taux': vatRateText(row.vat_rate),
    'marque.nom': brandName,
    'mot.loueur': words.landlord,
    'mot.locataire': words.tenant,
    'date.jour': formatDate(issuedAt),
  };
  return {
    contractId: row.id,
    brandId: row.brand_id,
    brandName,
    kind: row.kind,
    words,
    values,
    articles: orderArticles(model.articles),
    modelReference: model.reference,
    issuedAt,
  };
}

/** The signature model a brand's contracts are printed from (see TEMPLATE_LABELS.contractsIntro). */
async function findContractModel(db: Executor, brandId: number | null) {
  const models = await queryRows<{ id: number; reference: string; brand_id: number | null }>(
    db,
    sql`select id, reference, brand_id from template_models
        where family = 'signature' and (brand_id is not distinct from ${brandId} or brand_id is null)
        order by (brand_id is null), updated_at desc, id desc limit 1`,
  );
  const model = models[0];
  if (!model) return null;
  const articles = await queryRows<{ reference: string; content: string; page: string }>(
    db,
    sql`select a.reference, a.content, a.page from template_model_articles ma
        join template_articles a on a.id = ma.article_id
        where ma.model_id = ${model.id} order by ma.position`,
  );
  return { reference: model.reference, articles };
}
