import { STAFF_ROLES } from '../auth/roles.ts';
import { ZIdParams } from '../common/list.ts';
import { operations } from '../common/operation.ts';
import { ZCreditAccount, ZCreditEntriesQuery, ZCreditEntryBody } from './schemas.ts';

/** Staff read the balances of their brand; a member reads their own and their company's (the service checks which). */
const read = { roles: 'authenticated' } as const;
/** Staff grant packs and adjust balances. */
const write = { roles: STAFF_ROLES } as const;

/** The credit ledger (members-bookings-feed §2.12, §2.13, §4): balances and their entries. */
export const creditOperations = operations('credits', {
  companyCredits: {
    method: 'GET',
    path: '/api/credits/companies/:id',
    summary: 'Solde et mouvements de crédits d’une société',
    access: read,
    params: ZIdParams,
    query: ZCreditEntriesQuery,
    response: ZCreditAccount,
  },
  memberCredits: {
    method: 'GET',
    path: '/api/credits/members/:id',
    summary: 'Solde et mouvements de crédits d’un membre',
    access: read,
    params: ZIdParams,
    query: ZCreditEntriesQuery,
    response: ZCreditAccount,
  },
  addCompanyEntry: {
    method: 'POST',
    path: '/api/credits/companies/:id/entries',
    summary: 'Attribuer un pack ou ajuster les crédits d’une société',
    access: write,
    params: ZIdParams,
    body: ZCreditEntryBody,
    response: ZCreditAccount,
    status: 201,
    refusals: { 409: 'Un ajustement rendrait le solde négatif' },
  },
  addMemberEntry: {
    method: 'POST',
    path: '/api/credits/members/:id/entries',
    summary: 'Attribuer un pack ou ajuster les crédits d’un membre',
    access: write,
    params: ZIdParams,
    body: ZCreditEntryBody,
    response: ZCreditAccount,
    status: 201,
    refusals: { 409: 'Un ajustement rendrait le solde négatif' },
  },
});
