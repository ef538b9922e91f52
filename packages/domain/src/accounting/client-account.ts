import type { ThirdParty } from './journal.ts';

/** The client's auxiliary account (411 sub-account) in the journal and the FEC: C and the member's id on six digits. */
export function clientAccount(userId: number, name: string): ThirdParty {
  return { code: `C${String(userId).padStart(6, '0')}`, name };
}
