import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { adBookingStateFor, type ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS, canTransition, refusedTransitionMessage } from '@hubgrade/domain/contracts/states';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ads, contracts } from '../../db/schema/index.ts';
import { brandScope } from '../../lib/brand-scope.ts';
import { recordHistory } from '../../lib/history.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { notify } from '../notifications/notify.ts';
import { flagContractActivity } from './activity.ts';

export interface ContractActor {
  id: number;
  email: string;
  /**
   * The actor's brand when they act as a back-office user: the contract is then looked up in
   * their brand scope (another brand's contract is 404). Leave it out for a party acting on their
   * own contract (e.g. a signer), whom the caller has already matched to the contract.
   */
  brandId?: number | null;
}

export interface ContractTransition {
  contractId: number;
  to: ContractState;
  /** Null for the system itself (a scheduled job). */
  actor: ContractActor | null;
}

export interface ContractTransitionResult {
  id: number;
  kind: 'platform' | 'coworking';
  from: ContractState;
  to: ContractState;
  signedAt: Date | null;
}

/** The back-office page of a contract, used as the notification link. */
export function contractPath(kind: 'platform' | 'coworking', id: number): string {
  return kind === 'platform' ? `/bookings/${id}` : `/bookings-coworking/${id}`;
}

/**
 * The one server function behind every contract state change (the sheet's buttons, the
 * signature flow, …), inside the caller's transaction: the row is locked so that two concurrent
 * moves are serialised and the second one is checked against the first one's result.
 */
export async function changeContractState(tx: Executor, { contractId, to, actor }: ContractTransition): Promise<ContractTransitionResult> {
  const scope = actor && actor.brandId !== undefined ? brandScope(contracts.brandId, { brandId: actor.brandId }) : undefined;
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), isNull(contracts.deletedAt), scope))
    .for('update');
  if (!contract) throw notFound();
  const from = contract.state as ContractState;
  if (!canTransition(from, to)) throw conflict(refusedTransitionMessage(from, to));

  // Signing stamps the date once; a contract that is signed again keeps its first signature.
  const signedAt = to === 3 ? (contract.signedAt ?? new Date()) : contract.signedAt;
  await tx.update(contracts).set({ state: to, signedAt }).where(eq(contracts.id, contractId));

  let adBookingState: number | undefined;
  if (contract.adId !== null) {
    adBookingState = adBookingStateFor(to);
    await tx.update(ads).set({ bookingState: adBookingState }).where(eq(ads.id, contract.adId));
  }

  await recordHistory(tx, {
    entity: 'contract',
    entityId: contractId,
    brandId: contract.brandId,
    actor: actor ? { id: actor.id, email: actor.email } : null,
    oldData: { state: from, ...(to === 3 ? { signedAt: contract.signedAt?.toISOString() ?? null } : {}) },
    newData: {
      state: to,
      ...(to === 3 ? { signedAt: signedAt?.toISOString() ?? null } : {}),
      ...(adBookingState !== undefined ? { adBookingState } : {}),
    },
  });

  // Both parties learn of the move, except the one who made it (a signer knows they signed).
  const parties = [contract.tenantId, contract.landlordId].filter((id): id is number => id !== null && id !== actor?.id);
  await notify(tx, {
    userIds: parties,
    kind: to === 3 ? 'contract_signed' : 'system',
    content: to === 3 ? L.contractSigned(contractId) : L.stateChanged(contractId, CONTRACT_STATE_LABELS[to]),
    link: contractPath(contract.kind, contractId),
    createdBy: actor?.id ?? null,
  });

  await flagContractActivity(tx, contractId, actor?.id ?? null);

  return { id: contractId, kind: contract.kind, from, to, signedAt };
}
