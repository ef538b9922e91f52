import pg from 'pg';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import { parisDay } from '../../../packages/domain/src/format/paris-calendar.ts';
import type { BenchContext, ScenarioResult } from '../context.ts';
import { combineRuns, deepRow, listBench } from '../list-bench.ts';
import { measureHttp } from '../load.ts';

/** The invoices table's page (packages/domain/src/billing/schemas.ts INVOICES_PAGE_SIZE). */
const PAGE_SIZE = 20;
/** Invoice PDFs drawn one after the other for the latency figure. */
const PDF_SECONDS = 10;
/** The longest the billing run is waited for before it is reported unfinished. */
const RUN_LIMIT_MS = 20 * 60_000;

interface Probe {
  deep: { row: number; after: string } | null;
  number: string | null;
  pdf: string | null;
}

/** The deep page's cursor, a number to search and a PDF address, read from the database. */
async function probe(ctx: BenchContext): Promise<Probe> {
  if (!ctx.databaseUrl) return { deep: null, number: null, pdf: null };
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows: counted } = await client.query('select count(*)::int as n from invoices');
    const row = deepRow(Number(counted[0]?.n ?? 0), PAGE_SIZE);
    const { rows: deepRows } = row
      ? await client.query('select id from invoices order by id desc offset $1 limit 1', [row - 1])
      : { rows: [] };
    const id = deepRows[0]?.id as number | undefined;
    const { rows: some } = await client.query(
      `select full_number, coalesce(brand_id, 0) as brand_key, token from invoices where hash is not null and seller is not null
       order by id desc limit 1`,
    );
    const invoice = some[0] as { full_number: string; brand_key: number; token: string } | undefined;
    return {
      deep: id ? { row, after: Buffer.from(JSON.stringify([id, id])).toString('base64url') } : null,
      number: invoice?.full_number ?? null,
      pdf: invoice ? `/api/brand/${invoice.brand_key}/invoice/pdf/${invoice.token}` : null,
    };
  } finally {
    await client.end();
  }
}

/** The month before `month` (YYYY-MM). */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The most recent month the main platform has not billed yet, from this month back: a database
 * kept by an earlier run (--keep, then --reuse) has this month billed already, and a run of a
 * billed month would measure nothing.
 */
async function monthToBill(ctx: BenchContext, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${ctx.baseUrl}/api/billing-runs`, { headers: { authorization: headers.authorization as string } });
  const { items } = (await res.json()) as { items: { brandId: number | null; month: string; state: string }[] };
  const billed = new Set(items.filter((run) => run.brandId === null && run.state !== 'failed').map((run) => run.month));
  let month = parisDay().slice(0, 7);
  while (billed.has(month)) month = previousMonth(month);
  return month;
}

/** Starts the billing of the most recent month not billed yet for the main platform and waits for it: invoices per second. */
async function billingRun(ctx: BenchContext): Promise<ScenarioResult['figures']> {
  const headers = { authorization: `Bearer ${await ctx.token(DEMO_ACCOUNTS.admin)}`, 'content-type': 'application/json' };
  const month = await monthToBill(ctx, headers);
  const started = performance.now();
  const res = await fetch(`${ctx.baseUrl}/api/billing-runs`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ month }),
  });
  const opened = (await res.json()) as { id?: number; total?: number; message?: string };
  if (res.status !== 202 || !opened.id) return { billingRun: `refusée (${res.status}) : ${opened.message ?? ''}` };
  for (;;) {
    const run = (await (await fetch(`${ctx.baseUrl}/api/billing-runs/${opened.id}`, { headers })).json()) as {
      state: string;
      issued: number;
      skipped: number;
      total: number;
      error: string | null;
    };
    const seconds = (performance.now() - started) / 1000;
    if (run.state !== 'running' || seconds * 1000 > RUN_LIMIT_MS) {
      return {
        billingRunMonth: month,
        billingRunState: run.state,
        billingRunContracts: run.total,
        billingRunInvoices: run.issued,
        billingRunSkipped: run.skipped,
        billingRunSeconds: Math.round(seconds * 10) / 10,
        billingRunInvoicesPerSecond: Math.round((run.issued / seconds) * 10) / 10,
        ...(run.error ? { billingRunError: run.error } : {}),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The invoices table (/factures) as staff read it, each beside its raw SQL: the super administrator
 * over every brand (1,000,000 invoices at --scale 10) on the default order, on one state, searching
 * a number, and on the page at row 50,000; a brand's administrator on their brand. Then one invoice
 * PDF (Factur-X) at a time for its latency, and the monthly billing run of the main platform.
 */
export const scenario = {
  name: 'invoices',
  title:
    'Factures (GET /api/invoices) : tri par défaut, état « Payée », recherche d’un numéro, marque, page à la ligne 50 000 ; PDF Factur-X ; facturation mensuelle',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const admin = DEMO_ACCOUNTS.admin;
    const base = `/api/invoices?itemsPerPage=${PAGE_SIZE}`;
    const found = await probe(ctx);
    const runs: [string, ScenarioResult][] = [];
    runs.push(['default', await listBench(ctx, { name: 'factures', apiPath: `${base}&page=1`, account: admin })]);
    runs.push(['state', await listBench(ctx, { name: 'factures payées', apiPath: `${base}&page=1&state=2`, account: admin })]);
    if (found.number) {
      runs.push([
        'search',
        await listBench(ctx, { name: `factures « ${found.number} »`, apiPath: `${base}&page=1&search=${found.number}`, account: admin }),
      ]);
    }
    runs.push([
      'brand',
      await listBench(ctx, { name: 'factures marque 5', apiPath: `${base}&page=1`, account: brandStaffEmail('admin', 5) }),
    ]);
    if (found.deep) {
      runs.push([
        'deepPage',
        await listBench(ctx, {
          name: `factures page ${found.deep.row / PAGE_SIZE + 1} (keyset)`,
          apiPath: `${base}&page=${found.deep.row / PAGE_SIZE + 1}&after=${found.deep.after}`,
          account: admin,
        }),
      ]);
    }
    const { measures, figures, notes } = combineRuns(runs);

    if (found.pdf) {
      const pdf = await measureHttp({
        label: 'PDF Factur-X (une à la fois)',
        url: `${ctx.baseUrl}${found.pdf}`,
        connections: 1,
        duration: Math.min(PDF_SECONDS, ctx.duration),
        headers: { authorization: `Bearer ${await ctx.token(admin)}` },
      });
      measures.push(pdf);
      figures.pdfP50Ms = pdf.p50;
    }
    Object.assign(figures, await billingRun(ctx));
    return { measures, figures, notes };
  },
};
