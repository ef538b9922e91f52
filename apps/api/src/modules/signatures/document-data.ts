import { formatDate } from '@hubgrade/domain/format/dates';
import { formatCents, vatOfLine } from '@hubgrade/domain/format/money';
import { TEMPLATE_LABELS } from '@hubgrade/domain/templates/labels';
import { documentWords, orderArticles, type PlaceholderValues } from '@hubgrade/domain/templates/rules';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  ads,
  brands,
  companies,
  contracts,
  coworkingSpaces,
  sites,
  templateArticles,
  templateModelArticles,
  templateModels,
  users,
} from '../../db/schema/index.ts';
import { ofBrand } from '../../lib/brand-scope.ts';
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
  const tenant = alias(users, 'tenant');
  const tenantCompany = alias(companies, 'tenant_company');
  const landlord = alias(users, 'landlord');
  const landlordCompany = alias(companies, 'landlord_company');
  const [row] = await db
    .select({
      id: contracts.id,
      brandId: contracts.brandId,
      brandName: brands.name,
      kind: contracts.kind,
      contractType: contracts.contractType,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      durationMonths: contracts.durationMonths,
      tacitRenewal: contracts.tacitRenewal,
      seats: contracts.seats,
      rentCents: contracts.rentCents,
      discountCents: contracts.discountCents,
      vatRate: contracts.vatRate,
      createdAt: contracts.createdAt,
      tenantName: sql<string>`${tenant.firstName} || ' ' || ${tenant.lastName}`,
      tenantEmail: tenant.email,
      tenantMobile: tenant.mobile,
      tenantCompany: tenantCompany.name,
      landlordName: sql<string | null>`${landlord.firstName} || ' ' || ${landlord.lastName}`,
      landlordEmail: landlord.email,
      landlordCompany: landlordCompany.name,
      spaceName: sql<string | null>`coalesce(${ads.title}, ${coworkingSpaces.name})`,
      spaceAddress: sql<string | null>`coalesce(
        nullif(concat_ws(', ', ${ads.address}, nullif(concat_ws(' ', ${ads.zipcode}, ${ads.city}), '')), ''),
        concat_ws(', ', ${sites.name}, ${sites.address}, ${sites.zipcode} || ' ' || ${sites.city})
      )`,
    })
    .from(contracts)
    .innerJoin(tenant, eq(tenant.id, contracts.tenantId))
    .leftJoin(tenantCompany, eq(tenantCompany.id, contracts.tenantCompanyId))
    .leftJoin(landlord, eq(landlord.id, contracts.landlordId))
    .leftJoin(landlordCompany, eq(landlordCompany.id, landlord.companyId))
    .leftJoin(brands, eq(brands.id, contracts.brandId))
    .leftJoin(ads, eq(ads.id, contracts.adId))
    .leftJoin(coworkingSpaces, eq(coworkingSpaces.id, contracts.coworkingSpaceId))
    .leftJoin(sites, eq(sites.id, coworkingSpaces.siteId))
    .where(and(eq(contracts.id, contractId), isNull(contracts.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  const model = await findContractModel(db, row.brandId);
  if (!model) throw notFound(TEMPLATE_LABELS.noContractModel);
  const words = documentWords(row.brandId);
  const brandName = row.brandName ?? PLATFORM_NAME;
  const amounts = contractAmounts(row.rentCents, row.discountCents, row.vatRate);
  // Coworking seats are let by the operator itself: the brand (or the platform) is the landlord.
  const landlordName = row.landlordName ?? brandName;
  const issuedAt = row.createdAt;
  const values: PlaceholderValues = {
    'contrat.numero': String(row.id),
    'contrat.type': CONTRACT_TYPES[row.contractType] ?? String(row.contractType),
    'contrat.debut': formatDate(`${row.startDate}T12:00:00Z`),
    'contrat.fin': row.endDate ? formatDate(`${row.endDate}T12:00:00Z`) : 'sans date de fin',
    'contrat.duree': String(row.durationMonths),
    'contrat.postes': String(row.seats),
    'contrat.reconduction': row.tacitRenewal ? 'oui' : 'non',
    'loueur.nom': landlordName,
    'loueur.societe': row.landlordCompany ?? brandName,
    'loueur.email': row.landlordEmail ?? '',
    'locataire.nom': row.tenantName,
    'locataire.societe': row.tenantCompany ?? row.tenantName,
    'locataire.email': row.tenantEmail,
    'locataire.telephone': row.tenantMobile ?? '',
    'espace.nom': row.spaceName ?? '',
    'espace.adresse': row.spaceAddress ?? '',
    'montant.ht': formatCents(amounts.ht),
    'montant.remise': formatCents(amounts.discount),
    'montant.tva': formatCents(amounts.vat),
    'montant.ttc': formatCents(amounts.ttc),
    'tva.taux': vatRateText(row.vatRate),
    'marque.nom': brandName,
    'mot.loueur': words.landlord,
    'mot.locataire': words.tenant,
    'date.jour': formatDate(issuedAt),
  };
  return {
    contractId: row.id,
    brandId: row.brandId,
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
  const [model] = await db
    .select({ id: templateModels.id, reference: templateModels.reference })
    .from(templateModels)
    .where(and(eq(templateModels.family, 'signature'), or(ofBrand(templateModels.brandId, brandId), isNull(templateModels.brandId))))
    .orderBy(sql`(${templateModels.brandId} is null)`, desc(templateModels.updatedAt), desc(templateModels.id))
    .limit(1);
  if (!model) return null;
  const articles = await queryRows<ModelArticleRow>(
    db,
    sql`select ${templateArticles.reference}, ${templateArticles.content}, ${templateArticles.page}
        from ${templateModelArticles}
        join ${templateArticles} on ${templateArticles.id} = ${templateModelArticles.articleId}
        where ${templateModelArticles.modelId} = ${model.id} order by ${templateModelArticles.position}`,
  );
  return { reference: model.reference, articles };
}

/** An article of the model, in the model's order. */
interface ModelArticleRow {
  reference: string;
  content: string;
  page: string;
}
