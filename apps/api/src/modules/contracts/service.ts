import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { adBookingStateFor, type ContractState, contractDeleteRefusal, contractEndDateRefusal } from '@hubgrade/domain/contracts/rules';
import type { Contract, ContractBackendPatch, ContractKind, OffPlatformBody } from '@hubgrade/domain/contracts/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ads, companies, contractNotifications, contracts, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { flagContractActivity } from './activity.ts';
import { findContract } from './queries.ts';
import { refreshContractSearch } from './search-text.ts';
import { changeContractState } from './transition.ts';

type ContractRecord = typeof contracts.$inferSelect;

/** A live contract of this kind in the actor's brand scope, locked for the change; 404 otherwise. */
async function lockContract(tx: Tx, actor: SessionUser, kind: ContractKind, id: number): Promise<ContractRecord> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.kind, kind), isNull(contracts.deletedAt), brandScope(contracts.brandId, actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * PATCH /bookings/backend/{id} and /bookings-os/backend/{id}: the invoice-warning flag, or the
 * end date — set only when the contract has none yet (tables-and-sheets §4), never before the start.
 */
export async function patchContractBackend(
  db: Db,
  actor: SessionUser,
  kind: ContractKind,
  id: number,
  patch: ContractBackendPatch,
  wrapper: string,
): Promise<Contract> {
  await db.transaction(async (tx) => {
    const row = await lockContract(tx, actor, kind, id);
    if (patch.bookingEnd !== undefined) {
      const endRefusal = contractEndDateRefusal(row.endDate);
      if (endRefusal) throw conflict(endRefusal);
      if (patch.bookingEnd < row.startDate) throw badRequest(L.endDateBeforeStart, { [`${wrapper}.bookingEnd`]: [L.endDateBeforeStart] });
      await tx.update(contracts).set({ endDate: patch.bookingEnd }).where(eq(contracts.id, id));
      await recordHistory(tx, {
        entity: 'contract',
        entityId: id,
        brandId: row.brandId,
        actor,
        oldData: { endDate: null },
        newData: { endDate: patch.bookingEnd },
      });
      await flagContractActivity(tx, id, actor.id);
    } else if (patch.invoiceWarning !== undefined) {
      await tx.update(contracts).set({ invoiceWarning: patch.invoiceWarning }).where(eq(contracts.id, id));
      await recordHistory(tx, {
        entity: 'contract',
        entityId: id,
        brandId: row.brandId,
        actor,
        oldData: { invoiceWarning: row.invoiceWarning },
        newData: { invoiceWarning: patch.invoiceWarning },
      });
    }
  });
  return findContract(db, actor, kind, id);
}

/**
 * DELETE /bookings/{id} and /bookings-os/{id}: a soft delete (the row, its invoices and history
 * stay), refused for a signed or running contract. The ad a draft or accepted contract held is free again.
 */
export async function deleteContract(db: Db, actor: SessionUser, kind: ContractKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockContract(tx, actor, kind, id);
    const refusal = contractDeleteRefusal(row.state);
    if (refusal) throw conflict(refusal);
    const deletedAt = new Date();
    await tx.update(contracts).set({ deletedAt }).where(eq(contracts.id, id));
    if (row.adId !== null && adBookingStateFor(row.state as ContractState) > 0) {
      await tx.update(ads).set({ bookingState: 0 }).where(eq(ads.id, row.adId));
    }
    await tx.delete(contractNotifications).where(eq(contractNotifications.contractId, id));
    await recordHistory(tx, {
      entity: 'contract',
      entityId: id,
      brandId: row.brandId,
      actor,
      oldData: { deletedAt: null },
      newData: { deletedAt: deletedAt.toISOString() },
    });
  });
}

/** POST /bookings/{id}/state and /bookings-os/{id}/state: through the one transition function. */
export async function moveContract(db: Db, actor: SessionUser, kind: ContractKind, id: number, to: ContractState): Promise<Contract> {
  await db.transaction(async (tx) => {
    await lockContract(tx, actor, kind, id);
    await changeContractState(tx, { contractId: id, to, actor: { id: actor.id, email: actor.email, brandId: actor.brandId } });
  });
  return findContract(db, actor, kind, id);
}

/** DELETE /bookings-notification/{id}: the viewer opened the contract; their unseen activity goes. */
export async function clearContractActivity(db: Db, viewer: SessionUser, id: number): Promise<void> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, id), isNull(contracts.deletedAt), brandScope(contracts.brandId, viewer)));
  if (!row) throw notFound();
  await db.delete(contractNotifications).where(and(eq(contractNotifications.contractId, id), eq(contractNotifications.userId, viewer.id)));
}

async function userInScope(tx: Tx, actor: SessionUser, id: number, field: string, message: string) {
  const [user] = await tx
    .select({ id: users.id, brandId: users.brandId, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), brandScope(users.brandId, actor)));
  if (!user) throw badRequest(message, { [field]: [message] });
  return user;
}

/**
 * POST /bookings-hp: an off-platform contract ("Hors plateforme"), in the tenant's brand. Entered
 * as a draft, or already signed (state 3, signed now) when it was signed outside the platform.
 */
export async function createOffPlatformContract(db: Db, actor: SessionUser, body: OffPlatformBody): Promise<Contract> {
  const id = await db.transaction(async (tx) => {
    const tenant = await userInScope(tx, actor, body.tenantId, 'tenantId', L.tenantNotFound);
    if (body.landlordId) await userInScope(tx, actor, body.landlordId, 'landlordId', L.landlordNotFound);
    const companyId = body.tenantCompanyId ?? tenant.companyId;
    if (body.tenantCompanyId) {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, body.tenantCompanyId), brandScope(companies.brandId, actor)));
      if (!company) throw badRequest(L.companyNotFound, { tenantCompanyId: [L.companyNotFound] });
    }
    const [created] = await tx
      .insert(contracts)
      .values({
        brandId: tenant.brandId,
        kind: 'platform',
        offPlatform: true,
        state: body.state,
        tenantId: tenant.id,
        tenantCompanyId: companyId,
        landlordId: body.landlordId ?? null,
        landlordName: body.landlordName ?? null,
        city: body.city ?? null,
        contractType: body.contractType,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        durationMonths: body.durationMonths,
        rentCents: body.rentCents,
        depositCents: body.depositCents,
        signedAt: body.state === 3 ? new Date() : null,
      })
      .returning();
    if (!created) throw new Error('contract not returned');
    await refreshContractSearch(tx, { contractId: created.id });
    await recordHistory(tx, {
      entity: 'contract',
      entityId: created.id,
      brandId: created.brandId,
      actor,
      oldData: null,
      newData: { ...body, offPlatform: true },
    });
    await flagContractActivity(tx, created.id, actor.id);
    return created.id;
  });
  return findContract(db, actor, 'platform', id);
}
