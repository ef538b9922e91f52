import { PAYMENT_ORDER_LABELS as L } from '@hubgrade/domain/payment-orders/labels';
import type { LandlordBankAccount, LandlordBankAccountBody, LandlordDue } from '@hubgrade/domain/payment-orders/schemas';
import { maskIban } from '@hubgrade/domain/signatures/rules';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { brands, landlordBankAccounts, statements, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { statementDue } from './transfers.ts';

interface DueRow {
  landlord_id: number;
  landlord_name: string;
  brand_id: number | null;
  brand_name: string | null;
  numbers: string;
  amount_cents: number;
  holder: string | null;
  iban: string | null;
  bic: string | null;
}

const scope = (viewer: SessionUser) => (viewer.brandId === null ? sql`true` : sql`s.brand_id = ${viewer.brandId}`);

/** The IBAN is shown masked: the list is read on screen, the full number only goes into the bank's file. */
const accountOf = (landlordId: number, a: { holder: string; iban: string; bic: string }): LandlordBankAccount => ({
  landlordId,
  holder: a.holder,
  iban: maskIban(a.iban),
  bic: a.bic,
});

/** GET /ordres/virement/bailleurs: per landlord and brand, the statements due and their sum, largest first, 20 a page. */
export async function listLandlordsDue(
  db: Executor,
  viewer: SessionUser,
  query: { page: number; itemsPerPage: number; sortDesc: boolean },
): Promise<{ items: LandlordDue[]; total: number }> {
  const grouped = sql`select s.landlord_id, s.brand_id, string_agg(s.full_number, ' ' order by s.id) as numbers,
      sum(s.paid_back_cents)::int as amount_cents
    from ${statements} s where ${statementDue} and ${scope(viewer)} group by s.landlord_id, s.brand_id`;
  const direction = query.sortDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<DueRow>(
    db,
    sql`select d.*, u.first_name || ' ' || u.last_name as landlord_name, b.name as brand_name, a.holder, a.iban, a.bic
        from (${grouped}) d join ${users} u on u.id = d.landlord_id left join ${brands} b on b.id = d.brand_id
        left join ${landlordBankAccounts} a on a.user_id = d.landlord_id
        order by d.amount_cents ${direction}, d.landlord_id, d.brand_id nulls first
        limit ${query.itemsPerPage} offset ${(query.page - 1) * query.itemsPerPage}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) d`);
  return {
    items: rows.map((r) => ({
      landlordId: r.landlord_id,
      landlordName: r.landlord_name,
      brandId: r.brand_id,
      brandName: r.brand_name ?? L.mainPlatform,
      statementNumbers: r.numbers.split(' '),
      amountCents: Number(r.amount_cents),
      account: r.iban && r.bic && r.holder ? accountOf(r.landlord_id, { holder: r.holder, iban: r.iban, bic: r.bic }) : null,
    })),
    total: Number(count?.n ?? 0),
  };
}

/**
 * PUT /ordres/virement/bailleurs/{id}/rib: a landlord is a member with at least one statement
 * (of the viewer's brand); anyone else is a 404.
 */
export async function saveLandlordAccount(db: Db, viewer: SessionUser, landlordId: number, body: LandlordBankAccountBody) {
  const [landlord] = await queryRows<{ id: number }>(
    db,
    sql`select s.landlord_id as id from ${statements} s where s.landlord_id = ${landlordId} and ${scope(viewer)} limit 1`,
  );
  if (!landlord) throw notFound(L.refusals.landlordNotFound);
  const values = { holder: body.holder, iban: body.iban, bic: body.bic, updatedBy: viewer.id, updatedAt: new Date() };
  await db
    .insert(landlordBankAccounts)
    .values({ userId: landlordId, ...values })
    .onConflictDoUpdate({ target: landlordBankAccounts.userId, set: values });
  return accountOf(landlordId, body);
}
