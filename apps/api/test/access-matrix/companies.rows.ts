import { sql } from 'drizzle-orm';
import { ADMINS, type Call, type Fixtures, line, type Row, STAFF } from './matrix.ts';

/** Companies (table, sheet, creation, deletion, users) and sales staff. The `company` and `site` fixtures are the foundation's. */

export const fixtures: Fixtures = {
  salesperson: (brand) =>
    sql`select id as v from users where brand_id is not distinct from ${brand} and 'ROLE_COMMERCIAL' = any(roles) order by id limit 1`,
  salesContract: (brand) =>
    sql`select id as v from contracts where brand_id is not distinct from ${brand} and deleted_at is null order by id limit 1`,
};

/** A company without members or contracts in this scope, for one caller to delete. */
const freshCompany = (c: Call, brand: number | null) =>
  c.scalar<number>(sql`insert into companies (brand_id, name, city) values (${brand}, ${`Matrice ${c.who}`}, 'Lyon') returning id as v`);
const otherBrand = (c: Call) => (c.brand === 9 ? 5 : 9);

// Columns of each line(): anonymous, superAdmin, brandAdmin9, brandAdmin5, officeAdmin5, officeAdmin9,
// commercial, commercial9, owner, owner5, member, member9, landlord (see PEOPLE).
// biome-ignore format: the matrix lines are aligned
export const rows: Record<string, Row> = {
  'GET /api/companies': {
    access: { roles: STAFF, module: 'companies' },
    cases: {
      list: { request: () => ({ url: '/api/companies' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      'bad sort': { request: () => ({ url: '/api/companies?sortBy=siret' }),
        expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403') },
    },
  },
  'GET /api/companies/choices': {
    access: { roles: STAFF, module: 'companies' },
    cases: {
      own: { request: () => ({ url: '/api/companies/choices' }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/companies/choices?companyId=${c.other('company')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/companies/:id': {
    access: { roles: STAFF, module: 'companies' },
    cases: {
      own: { request: (c) => ({ url: `/api/companies/${c.own('company')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/companies/${c.other('company')}` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'POST /api/companies': {
    access: { roles: ADMINS, module: 'companies' },
    cases: {
      own: {
        request: (c) => ({ method: 'POST', url: '/api/companies', payload: {
          name: `Matrice ${c.who}`, siteId: c.own('site'), address: '1 rue de la Paix', zipcode: '75002', city: 'Paris' } }),
        expect: line('401  201  201  201  201  201  403  403  403  403  403  403  403') },
      'other site': {
        request: (c) => ({ method: 'POST', url: '/api/companies', payload: { name: 'Matrice', siteId: c.other('site') } }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
      'empty body': { request: () => ({ method: 'POST', url: '/api/companies' }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/companies/:id': {
    access: { roles: ADMINS, module: 'companies' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.own('company')}`, payload: { name: `Matrice ${c.who}` } }),
        guards: (c) => ({ table: 'companies', id: c.own('company') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.other('company')}`, payload: { city: 'Ailleurs' } }),
        guards: (c) => ({ table: 'companies', id: c.other('company') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/companies/${c.own('company')}` }),
        guards: (c) => ({ table: 'companies', id: c.own('company') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
  'DELETE /api/whitecompany/:id': {
    access: { roles: ADMINS, module: 'companies' },
    cases: {
      other: {
        setup: (c) => freshCompany(c, otherBrand(c)),
        request: (_, fresh) => ({ method: 'DELETE', url: `/api/whitecompany/${fresh}` }),
        guards: (_, fresh) => ({ table: 'companies', id: fresh }),
        expect: line('401  204  404  404  404  404  403  403  403  403  403  403  403') },
      own: {
        setup: (c) => freshCompany(c, c.brand),
        request: (_, fresh) => ({ method: 'DELETE', url: `/api/whitecompany/${fresh}` }),
        guards: (_, fresh) => ({ table: 'companies', id: fresh }),
        expect: line('401  204  204  204  204  204  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/brand-company/:companyId/users': {
    access: { roles: STAFF, module: 'companies' },
    cases: {
      own: { request: (c) => ({ url: `/api/brand-company/${c.own('company')}/users` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/brand-company/${c.other('company')}/users` }),
        expect: line('401  200  404  404  404  404  200  403  403  403  403  403  403') },
    },
  },
  'GET /api/commerciaux': {
    // The "dossier commercial" module: of the matrix's brands, only brand 9 has it.
    access: { roles: ADMINS, module: 'dossierCom' },
    cases: {
      list: { request: () => ({ url: '/api/commerciaux' }),
        expect: line('401  200  200  403  403  200  403  403  403  403  403  403  403') },
    },
  },
  'GET /api/commerciaux/:id/contracts': {
    access: { roles: ADMINS, module: 'dossierCom' },
    cases: {
      own: { request: (c) => ({ url: `/api/commerciaux/${c.own('salesperson')}/contracts` }),
        expect: line('401  200  200  403  403  200  403  403  403  403  403  403  403') },
      other: { request: (c) => ({ url: `/api/commerciaux/${c.other('salesperson')}/contracts` }),
        expect: line('401  200  404  403  403  404  403  403  403  403  403  403  403') },
    },
  },
  'PATCH /api/commerciaux/contracts/:contractId': {
    access: { roles: ADMINS, module: 'bookings' },
    cases: {
      own: {
        request: (c) => ({ method: 'PATCH', url: `/api/commerciaux/contracts/${c.own('salesContract')}`,
          payload: { commercialId: c.own('salesperson') } }),
        guards: (c) => ({ table: 'contracts', id: c.own('salesContract') }),
        expect: line('401  200  200  200  200  200  403  403  403  403  403  403  403') },
      other: {
        request: (c) => ({ method: 'PATCH', url: `/api/commerciaux/contracts/${c.other('salesContract')}`,
          payload: { commercialId: c.other('salesperson') } }),
        guards: (c) => ({ table: 'contracts', id: c.other('salesContract') }),
        expect: line('401  200  404  404  404  404  403  403  403  403  403  403  403') },
      'empty body': {
        request: (c) => ({ method: 'PATCH', url: `/api/commerciaux/contracts/${c.own('salesContract')}` }),
        guards: (c) => ({ table: 'contracts', id: c.own('salesContract') }),
        expect: line('401  400  400  400  400  400  403  403  403  403  403  403  403') },
    },
  },
};
