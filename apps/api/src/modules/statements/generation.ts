import { INVOICE_PENDING, INVOICE_SENT, INVOICE_TYPE_PLATFORM } from '@hubgrade/domain/billing/rules';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import {
  type CommissionLine,
  commissionOf,
  DEFAULT_COMMISSION_RATE,
  DEFAULT_COMMISSION_VAT_RATE,
  periodBounds,
  STATEMENT_DRAFT,
  statementNumber,
  statementTotals,
} from '@hubgrade/domain/statements/rules';
import type { StatementGenerateAnswer, StatementGenerateBody } from '@hubgrade/domain/statements/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows, type Tx } from '../../db/client.ts';
import {
  brands,
  invoicePayments,
  invoices,
  landlordCommissionRates,
  statementCommissionRates,
  statementCounters,
  statementLines,
  statements,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { newStatementToken } from './crypt.ts';

const brandKeyOf = (brandId: number | null) => brandId ?? 0;

/** One invoice of a landlord's platform contract that matters to the month: paid into it, or issued in it. */
interface RentRow {
  invoice_id: number;
  landlord_id: number;
  ht_cents: number;
  ttc_cents: number;
  collected_cents: number;
  to_collect_cents: number;
}

/**
 * The month's rents of a brand's landlords: what each tenant paid in the month (sum of the
 * payments dated in it, TTC), and what is still owed on the invoices issued in it (pending or sent
 * ones; a cancelled or unrecoverable invoice is owed nothing any more).
 */
async function rentsOf(tx: Tx, brandId: number | null, period: string): Promise<RentRow[]> {
  const { from, to } = periodBounds(period);
  const collected = sql`coalesce((select sum(${invoicePayments.amountCents}) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.paidOn} between ${from} and ${to}
      and ${invoicePayments.reversedOn} is null), 0)`;
  const owed = sql`case when ${invoices.issuedOn} between ${from} and ${to} and ${invoices.state} in (${INVOICE_PENDING}, ${INVOICE_SENT})
    then greatest(${invoices.ttcCents} - ${invoices.creditedCents} - ${invoices.paidCents}, 0) else 0 end`;
  const rows = await queryRows<RentRow>(
    tx,
    sql`select * from (
          select ${invoices.id} as invoice_id, ${invoices.landlordId} as landlord_id,
            ${invoices.htCents} - ${invoices.discountCents} as ht_cents, ${invoices.ttcCents} as ttc_cents,
            ${collected}::int as collected_cents, ${owed}::int as to_collect_cents
          from ${invoices}
          where ${invoices.type} = ${INVOICE_TYPE_PLATFORM} and ${invoices.landlordId} is not null
            and coalesce(${invoices.brandId}, 0) = ${brandKeyOf(brandId)}
            and (${invoices.issuedOn} between ${from} and ${to}
              or exists (select 1 from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}
                and ${invoicePayments.paidOn} between ${from} and ${to}))
        ) rents where collected_cents > 0 or to_collect_cents > 0
        order by landlord_id, invoice_id`,
  );
  return rows.map((r) => ({
    ...r,
    ht_cents: Number(r.ht_cents),
    ttc_cents: Number(r.ttc_cents),
    collected_cents: Number(r.collected_cents),
    to_collect_cents: Number(r.to_collect_cents),
  }));
}

/** The brand's commission rate and its VAT; without a row, the platform's default. */
export async function brandCommissionOf(tx: Executor, brandId: number | null): Promise<{ rate: number; vatRate: number }> {
  const [row] = await tx
    .select({ rate: statementCommissionRates.rate, vatRate: statementCommissionRates.vatRate })
    .from(statementCommissionRates)
    .where(eq(statementCommissionRates.brandKey, brandKeyOf(brandId)));
  return row ?? { rate: DEFAULT_COMMISSION_RATE, vatRate: DEFAULT_COMMISSION_VAT_RATE };
}

/** The landlords' own rates, which their statements take before the brand's. */
async function landlordRatesOf(tx: Tx, landlordIds: readonly number[]): Promise<Map<number, number>> {
  if (landlordIds.length === 0) return new Map();
  const rows = await tx
    .select({ landlordId: landlordCommissionRates.landlordId, rate: landlordCommissionRates.rate })
    .from(landlordCommissionRates)
    .where(inArray(landlordCommissionRates.landlordId, [...landlordIds]));
  return new Map(rows.map((r) => [r.landlordId, r.rate]));
}

/** The statement lines of one landlord's rents: one per invoice paid into the month. */
function linesOf(rents: readonly RentRow[], rate: { rate: number; vatRate: number }) {
  return rents
    .filter((r) => r.collected_cents > 0)
    .map((r, i): CommissionLine & { position: number; invoiceId: number; collectedCents: number } => ({
      position: i + 1,
      invoiceId: r.invoice_id,
      collectedCents: r.collected_cents,
      ...commissionOf(
        { collectedCents: r.collected_cents, invoiceHtCents: r.ht_cents, invoiceTtcCents: r.ttc_cents },
        rate.rate,
        rate.vatRate,
      ),
    }));
}

/** The totals a statement row keeps (its commission TTC is HT + VAT, not stored twice). */
function storedTotals(lines: Parameters<typeof statementTotals>[0], adjustmentCents: number) {
  const { commissionTtcCents: _ttc, ...stored } = statementTotals(lines, adjustmentCents);
  return stored;
}

/** Takes the brand's next number of the year; the counter row stays locked until the transaction ends. */
async function nextNumber(tx: Tx, brandId: number | null, year: number): Promise<number> {
  const [row] = await tx
    .insert(statementCounters)
    .values({ brandKey: brandKeyOf(brandId), year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [statementCounters.brandKey, statementCounters.year],
      set: { lastNumber: sql`${statementCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: statementCounters.lastNumber });
  if (!row) throw new Error('statement counter not taken');
  return row.lastNumber;
}

/**
 * Locks the brand's counter of the year without moving it: generations of the same brand then run
 * one after the other, and each sees the statements the previous one wrote.
 */
async function lockCounter(tx: Tx, brandId: number | null, year: number) {
  await tx
    .insert(statementCounters)
    .values({ brandKey: brandKeyOf(brandId), year, lastNumber: 0 })
    .onConflictDoUpdate({
      target: [statementCounters.brandKey, statementCounters.year],
      set: { lastNumber: sql`${statementCounters.lastNumber}` },
    });
}

/** The brand the statements are for: a brand's staff, their own; the main platform's, the one they name (none: the platform). */
export async function targetBrand(db: Db, viewer: SessionUser, asked: number | null | undefined): Promise<number | null> {
  if (viewer.brandId !== null) {
    if (asked !== undefined && asked !== viewer.brandId) throw notFound(L.refusals.brand);
    return viewer.brandId;
  }
  if (asked === undefined || asked === null) return null;
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, asked));
  if (!brand) throw badRequest(L.refusals.brand, { brand: [L.refusals.brand] });
  return brand.id;
}

/**
 * POST /rdg/generate: one statement per landlord with rents in the month. A landlord's statement
 * of the month is written once (numbered then); generating again reads a draft's amounts anew,
 * keeping its adjustment and comment, and leaves a sent or paid one as it is.
 */
export async function generateStatements(
  db: Db,
  viewer: SessionUser | null,
  body: StatementGenerateBody,
  now = new Date(),
): Promise<StatementGenerateAnswer> {
  const today = parisDay(now);
  if (body.period > today.slice(0, 7)) throw badRequest(L.refusals.futurePeriod, { period: [L.refusals.futurePeriod] });
  const brandId = viewer ? await targetBrand(db, viewer, body.brand) : (body.brand ?? null);
  const year = Number(today.slice(0, 4));
  return db.transaction(async (tx) => {
    await lockCounter(tx, brandId, year);
    const brandRate = await brandCommissionOf(tx, brandId);
    const rents = await rentsOf(tx, brandId, body.period);
    const byLandlord = new Map<number, RentRow[]>();
    for (const rent of rents) byLandlord.set(rent.landlord_id, [...(byLandlord.get(rent.landlord_id) ?? []), rent]);
    const ownRates = await landlordRatesOf(tx, [...byLandlord.keys()]);
    const answer = { period: body.period, created: 0, refreshed: 0, kept: 0 };
    for (const [landlordId, landlordRents] of byLandlord) {
      const [existing] = await tx
        .select({ id: statements.id, state: statements.state, adjustmentCents: statements.adjustmentCents })
        .from(statements)
        .where(
          and(
            sql`coalesce(${statements.brandId}, 0) = ${brandKeyOf(brandId)}`,
            eq(statements.landlordId, landlordId),
            eq(statements.period, body.period),
          ),
        )
        .for('update');
      if (existing && existing.state !== STATEMENT_DRAFT) {
        answer.kept++;
        continue;
      }
      const rate = { rate: ownRates.get(landlordId) ?? brandRate.rate, vatRate: brandRate.vatRate };
      const lines = linesOf(landlordRents, rate);
      const amounts = {
        commissionRate: rate.rate,
        commissionVatRate: rate.vatRate,
        toCollectCents: landlordRents.reduce((sum, r) => sum + r.to_collect_cents, 0),
        updatedAt: now,
      };
      let statementId: number;
      if (existing) {
        await tx
          .update(statements)
          .set({ ...amounts, ...storedTotals(lines, existing.adjustmentCents) })
          .where(eq(statements.id, existing.id));
        await tx.delete(statementLines).where(eq(statementLines.statementId, existing.id));
        statementId = existing.id;
        answer.refreshed++;
      } else {
        const number = await nextNumber(tx, brandId, year);
        const [row] = await tx
          .insert(statements)
          .values({
            brandId,
            landlordId,
            period: body.period,
            year,
            number,
            fullNumber: statementNumber(year, number),
            createdOn: today,
            state: STATEMENT_DRAFT,
            ...amounts,
            ...storedTotals(lines, 0),
            token: newStatementToken(),
            createdAt: now,
          })
          .returning({ id: statements.id });
        if (!row) throw new Error('statement not written');
        statementId = row.id;
        answer.created++;
      }
      if (lines.length > 0) {
        await tx.insert(statementLines).values(
          lines.map((l) => ({
            statementId,
            position: l.position,
            invoiceId: l.invoiceId,
            collectedCents: l.collectedCents,
            baseHtCents: l.baseHtCents,
            commissionHtCents: l.commissionHtCents,
            commissionVatCents: l.commissionVatCents,
          })),
        );
      }
    }
    return answer;
  });
}
