import { line, type Row, STAFF } from './matrix.ts';

/** Invoices; a contract's own are those of the `platformContract` fixture (contracts.rows.ts). */

export const rows: Record<string, Row> = {
  'GET /api/invoices': {
    access: { roles: STAFF, module: 'billing' },
    cases: {
      own: {
        request: (c) => ({ url: `/api/invoices?bookingId=${c.own('platformContract')}` }),
        expect: line('401  200  200  200  200  200  200  403  403  403  403  403  403'),
      },
      'bad filter': {
        request: () => ({ url: '/api/invoices?bookingId=abc' }),
        expect: line('401  400  400  400  400  400  400  403  403  403  403  403  403'),
      },
    },
  },
};
