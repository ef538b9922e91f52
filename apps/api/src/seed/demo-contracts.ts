import { adBookingStateFor, type ContractState } from '@hubgrade/domain/contracts/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import {
  contractDocuments,
  contractNotifications,
  contracts,
  coworkingSpaces,
  sepaMandates,
  uploads,
  userDocuments,
} from '../db/schema/index.ts';
import { DEMO_DOCUMENT_PREFIX, demoDocumentPdf } from '../modules/contracts/demo-document.ts';
import { refreshContractSearch } from '../modules/contracts/search-text.ts';
import { seedInvoices } from './demo-invoices.ts';
import { createRandom, type Random } from './prng.ts';

const REFERENCE = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;

function isoDay(offsetDays: number): string {
  return new Date(REFERENCE + offsetDays * DAY).toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

type NewContract = typeof contracts.$inferInsert;

/** Start, end and signature that fit the state: a draft starts later, a finished contract has ended. */
function timeline(random: Random, state: ContractState, durationMonths: number) {
  const start = state <= 3 ? isoDay(random.int(5, 90)) : isoDay(-random.int(30, 700));
  const ended = state === 6;
  const end = ended
    ? addMonths(start, durationMonths)
    : state === 5
      ? isoDay(random.int(10, 90))
      : random.chance(0.3)
        ? addMonths(start, durationMonths)
        : null;
  const signedAt = state >= 3 ? new Date(Date.parse(`${start}T09:00:00Z`) - random.int(5, 30) * DAY) : null;
  return { startDate: start, endDate: end, signedAt };
}

/**
 * Coworking spaces on every site, platform contracts on part of the ads, coworking contracts on
 * the spaces, off-platform contracts, invoices of the running ones and SEPA mandates: every
 * contract state on both sides, in every scope.
 */
export async function seedContracts(db: Db): Promise<void> {
  const random = createRandom(20260501);
  const sites = await queryRows<{ id: number; brand_id: number | null; name: string }>(
    db,
    sql`select id, brand_id, name from sites order by id`,
  );
  const spaceValues = sites.flatMap((site) =>
    Array.from({ length: random.int(1, 2) }, (_, i) => ({
      brandId: site.brand_id,
      siteId: site.id,
      name: `${i === 0 ? 'Open space' : 'Espace nomade'} ${site.name.split(' ')[0]}`,
      color: random.pick(['#F8A800', '#4CAF50', '#2196F3', '#9C27B0']),
      contractCapacity: random.int(10, 40),
      reservationCapacity: random.int(5, 20),
      openingHour: random.pick(['07:30', '08:00', '08:30']),
      closingHour: random.pick(['19:00', '20:00', '22:00']),
      dailyPriceCents: random.pick([0, 1500, 2500, 3500]),
    })),
  );
  const spaces = await db
    .insert(coworkingSpaces)
    .values(spaceValues)
    .returning({ id: coworkingSpaces.id, brandId: coworkingSpaces.brandId });

  const tenants = await queryRows<{ id: number; brand_id: number | null; company_id: number | null }>(
    db,
    sql`select id, brand_id, company_id from users where account_type = 2 and roles = '{ROLE_USER}' and enabled and deleted_at is null order by id`,
  );
  const commercials = await queryRows<{ id: number; brand_id: number | null }>(
    db,
    sql`select id, brand_id from users where 'ROLE_COMMERCIAL' = any(roles) order by id`,
  );
  const adRows = await queryRows<{ id: number; brand_id: number | null; user_id: number; rent_cents: number; capacity: number }>(
    db,
    sql`select id, brand_id, user_id, rent_cents, capacity from ads order by id`,
  );
  const tenantOf = (brandId: number | null) => random.pick(tenants.filter((t) => t.brand_id === brandId));
  const commercialOf = (brandId: number | null) => {
    const own = commercials.filter((c) => c.brand_id === brandId);
    return own.length > 0 && random.chance(0.7) ? random.pick(own).id : null;
  };
  const states: ContractState[] = [0, 1, 2, 3, 4, 4, 4, 4, 5, 6, 6];

  const values: NewContract[] = [];
  const adStates = new Map<number, number>();
  for (const ad of adRows) {
    if (!random.chance(0.4)) continue;
    const tenant = tenantOf(ad.brand_id);
    if (!tenant) continue;
    const state = random.pick(states);
    const durationMonths = random.pick([3, 6, 12, 24, 36]);
    values.push({
      brandId: ad.brand_id,
      kind: 'platform',
      state,
      adId: ad.id,
      landlordId: ad.user_id,
      tenantId: tenant.id,
      tenantCompanyId: tenant.company_id,
      commercialId: commercialOf(ad.brand_id),
      contractType: random.pick([1, 1, 4]),
      durationMonths,
      rentCents: ad.rent_cents,
      discountCents: random.chance(0.2) ? random.pick([5000, 10000, 20000]) : 0,
      subscription: random.chance(0.5) ? 1 : 0,
      seats: ad.capacity,
      accessCount: random.int(0, ad.capacity),
      invoiceWarning: random.chance(0.05),
      ...timeline(random, state, durationMonths),
    });
    adStates.set(ad.id, adBookingStateFor(state));
  }
  for (const space of spaces) {
    for (let i = random.int(2, 4); i > 0; i--) {
      const tenant = tenantOf(space.brandId);
      if (!tenant) continue;
      const state = random.pick(states);
      const durationMonths = random.pick([1, 3, 6, 12]);
      const seats = random.int(1, 8);
      values.push({
        brandId: space.brandId,
        kind: 'coworking',
        state,
        coworkingSpaceId: space.id,
        tenantId: tenant.id,
        tenantCompanyId: tenant.company_id,
        commercialId: commercialOf(space.brandId),
        contractType: 1,
        durationMonths,
        tacitRenewal: random.chance(0.7),
        rentCents: seats * random.pick([25000, 30000, 35000]),
        subscription: random.chance(0.6) ? 1 : 0,
        seats,
        accessCount: seats + random.int(0, 2),
        domiciliation: random.chance(0.3),
        invoiceWarning: random.chance(0.05),
        ...timeline(random, state, durationMonths),
      });
    }
  }
  for (const brandId of [null, 5, 9]) {
    for (let i = 0; i < 4; i++) {
      const tenant = tenantOf(brandId);
      if (!tenant) continue;
      const state = random.pick([3, 4, 4, 6] as const);
      values.push({
        brandId,
        kind: 'platform',
        offPlatform: true,
        state,
        tenantId: tenant.id,
        tenantCompanyId: tenant.company_id,
        commercialId: commercialOf(brandId),
        contractType: random.pick([1, 4]),
        rentCents: random.int(80, 600) * 1000,
        landlordName: `${random.pick(['SCI', 'SARL', 'Foncière'])} ${random.pick(['Les Tilleuls', 'Haussmann', 'Rive Gauche', 'Bellecour'])}`,
        city: random.pick(['Paris', 'Lyon', 'Bordeaux', 'Nantes', 'Lille']),
        ...timeline(random, state, 12),
      });
    }
  }
  const inserted = await db.insert(contracts).values(values).returning({
    id: contracts.id,
    brandId: contracts.brandId,
    kind: contracts.kind,
    offPlatform: contracts.offPlatform,
    state: contracts.state,
    tenantId: contracts.tenantId,
    landlordId: contracts.landlordId,
    rentCents: contracts.rentCents,
    discountCents: contracts.discountCents,
    vatRate: contracts.vatRate,
    subscription: contracts.subscription,
    startDate: contracts.startDate,
  });
  for (const [adId, bookingState] of adStates) {
    if (bookingState > 0) await db.execute(sql`update ads set booking_state = ${bookingState} where id = ${adId}`);
  }

  // Two years of monthly invoices of the running and finished contracts, their payments and credit notes.
  await seedInvoices(db);

  // Direct-debit mandates of part of the subscribed contracts; a few removed since.
  const mandateValues = inserted
    .filter((c) => c.subscription === 1 && c.state >= 3 && random.chance(0.7))
    .map((c, i) => ({
      brandId: c.brandId,
      contractId: c.id,
      userId: c.tenantId,
      holder: 'Titulaire du compte',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      reference: `RUM-${c.id}-${i + 1}`,
      signedAt: new Date(Date.parse(`${c.startDate}T08:00:00Z`) - 3 * DAY),
      signedIp: `192.0.2.${random.int(1, 254)}`,
      removedAt: random.chance(0.1) ? new Date(REFERENCE - random.int(1, 30) * DAY) : null,
    }));
  if (mandateValues.length > 0) await db.insert(sepaMandates).values(mandateValues);

  await refreshContractSearch(db, 'all');
  await seedContractNotifications(db, random);
  await seedDocuments(db, random);
}

/** Unseen activity on part of the contracts for the staff who follow them (see contracts/activity.ts). */
async function seedContractNotifications(db: Db, random: Random): Promise<void> {
  const pairs = await queryRows<{ contract_id: number; user_id: number }>(
    db,
    sql`select c.id as contract_id, u.id as user_id from contracts c
        join users u on u.deleted_at is null and (u.id = c.commercial_id
          or (c.brand_id is null and u.brand_id is null and 'ROLE_ADMIN' = any(u.roles))
          or (c.brand_id is not null and u.brand_id = c.brand_id and u.roles && '{ROLE_ADMIN_BRAND,ROLE_ADMIN_OFFICE}'::text[]))
        order by c.id, u.id`,
  );
  const values = pairs
    .filter(() => random.chance(0.2))
    .map((p) => ({
      contractId: p.contract_id,
      userId: p.user_id,
      count: random.int(1, 3),
      updatedAt: new Date(REFERENCE - random.int(0, 20) * DAY),
    }));
  for (let i = 0; i < values.length; i += 500) await db.insert(contractNotifications).values(values.slice(i, i + 500));
}

/**
 * Identity proofs and KBIS of the parties of some contracts, and contract documents on both
 * sides. The files are made by demoDocumentPdf and written to the storage on start-up.
 */
async function seedDocuments(db: Db, random: Random): Promise<void> {
  const parties = await queryRows<{
    contract_id: number;
    tenant_id: number;
    landlord_id: number | null;
    brand_id: number | null;
    tenant: string;
    landlord: string | null;
  }>(
    db,
    sql`select c.id as contract_id, c.tenant_id, c.landlord_id, c.brand_id, t.first_name || ' ' || t.last_name as tenant,
          l.first_name || ' ' || l.last_name as landlord
        from contracts c join users t on t.id = c.tenant_id left join users l on l.id = c.landlord_id
        where c.state between 3 and 5 order by c.id`,
  );
  const [uploader] = await queryRows<{ id: number }>(db, sql`select id from users where email = 'admin@demo.test'`);
  if (!uploader) return;
  const chosen = parties.filter(() => random.chance(0.35));
  const files: { key: string; title: string; brandId: number | null }[] = [];
  const people = new Map<number, { name: string; brandId: number | null; kinds: ('pieceIdentite' | 'kbis')[] }>();
  for (const c of chosen) {
    people.set(c.tenant_id, {
      name: c.tenant,
      brandId: c.brand_id,
      kinds: random.chance(0.7) ? ['pieceIdentite', 'kbis'] : ['pieceIdentite'],
    });
    if (c.landlord_id && c.landlord) people.set(c.landlord_id, { name: c.landlord, brandId: c.brand_id, kinds: ['pieceIdentite', 'kbis'] });
  }
  const userDocs: { userId: number; kind: 'pieceIdentite' | 'kbis'; key: string }[] = [];
  for (const [userId, person] of [...people].sort((a, b) => a[0] - b[0])) {
    for (const kind of person.kinds) {
      const key = `${DEMO_DOCUMENT_PREFIX}${kind === 'kbis' ? 'kbis' : 'identite'}-${userId}.pdf`;
      files.push({ key, title: `${kind === 'kbis' ? 'Extrait KBIS' : "Piece d'identite"} - ${person.name}`, brandId: person.brandId });
      userDocs.push({ userId, kind, key });
    }
  }
  const contractDocs: { contractId: number; side: 'landlord' | 'tenant'; key: string }[] = [];
  for (const c of chosen) {
    for (const side of c.landlord_id ? (['landlord', 'tenant'] as const) : (['tenant'] as const)) {
      const key = `${DEMO_DOCUMENT_PREFIX}contrat-${c.contract_id}-${side}.pdf`;
      files.push({
        key,
        title: `Contrat n°${c.contract_id} - annexe ${side === 'landlord' ? 'loueur' : 'locataire'}`,
        brandId: c.brand_id,
      });
      contractDocs.push({ contractId: c.contract_id, side, key });
    }
  }
  if (files.length === 0) return;
  const rows = await db
    .insert(uploads)
    .values(
      files.map((f) => ({
        userId: uploader.id,
        brandId: f.brandId,
        mode: 'pdf',
        name: f.key.slice(DEMO_DOCUMENT_PREFIX.length),
        storageKey: f.key,
        originalName: `${f.title}.pdf`,
        mimeType: 'application/pdf',
        size: demoDocumentPdf(f.title).length,
      })),
    )
    .returning({ id: uploads.id, storageKey: uploads.storageKey });
  const idOf = new Map(rows.map((r) => [r.storageKey, r.id]));
  await db.insert(userDocuments).values(userDocs.map((d) => ({ userId: d.userId, kind: d.kind, uploadId: idOf.get(d.key) as number })));
  await db
    .insert(contractDocuments)
    .values(contractDocs.map((d) => ({ contractId: d.contractId, side: d.side, uploadId: idOf.get(d.key) as number })));
}
