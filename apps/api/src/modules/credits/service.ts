import { CREDIT_LABELS as L } from '@hubgrade/domain/credits/labels';
import { CREDIT_ENTRY_PAGE_SIZE, manualEntryRefusal } from '@hubgrade/domain/credits/rules';
import type { CreditAccount, CreditEntryBody, CreditOwnerType } from '@hubgrade/domain/credits/schemas';
import type { Db } from '../../db/client.ts';
import { recordHistory } from '../../lib/history.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { resolveOwner } from './access.ts';
import { appendEntry, lockAccount } from './ledger.ts';
import { accountOf } from './queries.ts';

/**
 * POST /credits/{companies|members}/{id}/entries: a pack granted by staff, or an adjustment that
 * keeps the balance at or above 0. Written in the owner's history (the company's or the member's).
 */
export async function addEntry(
  db: Db,
  actor: SessionUser,
  type: CreditOwnerType,
  id: number,
  body: CreditEntryBody,
): Promise<CreditAccount> {
  const owner = await resolveOwner(db, actor, type, id);
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, owner.owner);
    const refusal = manualEntryRefusal(body.kind, body.amount, account.balance);
    if (refusal === 'amountPositive') throw badRequest(L.amountPositive, { amount: [L.amountPositive] });
    if (refusal === 'belowZero') throw conflict(L.belowZero);
    const entry = await appendEntry(tx, account, { kind: body.kind, label: body.label, amount: body.amount, actor });
    await recordHistory(tx, {
      entity: type === 'company' ? 'company' : 'user',
      entityId: id,
      brandId: owner.brandId,
      actor,
      oldData: { credits: account.balance },
      newData: { credits: entry.balanceAfter, entry: { id: entry.id, kind: body.kind, label: body.label, amount: body.amount } },
    });
  });
  return accountOf(db, owner, { page: 1, itemsPerPage: CREDIT_ENTRY_PAGE_SIZE });
}
