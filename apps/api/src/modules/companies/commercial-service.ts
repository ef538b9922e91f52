import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { SALES_STAFF_LABELS as S } from '@hubgrade/domain/companies/labels';
import type { CommercialAssignBody, CommercialContract } from '@hubgrade/domain/companies/sales-staff-schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, users } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from '../notifications/notify.ts';
import { findCommercialContract } from './commercial-queries.ts';

/**
 * PATCH /commerciaux/contracts/{contractId}: the salesperson following a contract (or none). The
 * salesperson must hold ROLE_COMMERCIAL in the contract's own brand scope; the contract's history
 * records the change and the new salesperson is notified, all in one transaction.
 */
export async function assignCommercial(
  db: Db,
  actor: SessionUser,
  contractId: number,
  body: CommercialAssignBody,
): Promise<CommercialContract> {
  await db.transaction(async (tx) => {
    const [contract] = await tx
      .select({ id: contracts.id, brandId: contracts.brandId, kind: contracts.kind, commercialId: contracts.commercialId })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), isNull(contracts.deletedAt), brandScope(contracts.brandId, actor)))
      .for('update');
    if (!contract) throw notFound(S.contractNotFound);
    if (body.commercialId !== null) {
      const [commercial] = await tx
        .select({ roles: users.roles, brandId: users.brandId })
        .from(users)
        .where(and(eq(users.id, body.commercialId), isNull(users.deletedAt), brandScope(users.brandId, actor)));
      if (!commercial) throw notFound(S.commercialNotFound);
      if (!commercial.roles.includes('ROLE_COMMERCIAL')) throw badRequest(ERROR_LABELS.badRequest, { commercialId: [S.notCommercial] });
      if (commercial.brandId !== contract.brandId) throw badRequest(ERROR_LABELS.badRequest, { commercialId: [S.otherBrand] });
    }
    // Choosing the salesperson already in place changes nothing, and records nothing.
    if (contract.commercialId === body.commercialId) return;
    await tx.update(contracts).set({ commercialId: body.commercialId }).where(eq(contracts.id, contractId));
    await recordHistory(tx, {
      entity: 'contract',
      entityId: contractId,
      brandId: contract.brandId,
      actor,
      oldData: { commercialId: contract.commercialId },
      newData: { commercialId: body.commercialId },
    });
    if (body.commercialId !== null && body.commercialId !== actor.id) {
      await notify(tx, {
        userIds: [body.commercialId],
        kind: 'system',
        content: S.assignedNotification(contractId),
        link: contract.kind === 'platform' ? `/bookings/${contractId}` : `/bookings-coworking/${contractId}`,
        createdBy: actor.id,
      });
    }
  });
  return findCommercialContract(db, actor, contractId);
}
