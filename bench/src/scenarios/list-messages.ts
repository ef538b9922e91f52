import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Scenario, ScenarioResult } from '../context.ts';
import { listBench } from '../list-bench.ts';

const PAGE_SIZE = 25;
/** A surname of the generated people: common enough to match thousands of messages at scale 10. */
const SEARCH = 'dubois';
const DEEP_ROW = 50_000;

const SEARCH_WHERE = `m.discussion_id in (select d.id from discussions d where d.search_text like '%${SEARCH}%')`;

/** The plan of the search's page query: it must start from the trigram index, not read every message. */
async function searchPlan(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) select m.id from messages m where ${SEARCH_WHERE} order by m.id desc limit ${PAGE_SIZE + 1}`,
    );
    return rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

/** The `next` cursor after row DEEP_ROW, asked once of the API itself (an OFFSET call, outside the measure). */
async function cursorAt(ctx: BenchContext, token: string): Promise<{ cursor: string; lastId: number } | null> {
  const perPage = 100;
  const page = DEEP_ROW / perPage;
  const res = await fetch(`${ctx.baseUrl}/api/messages?page=${page}&itemsPerPage=${perPage}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { items: { message_id: number }[]; next?: string | null };
  const last = body.items.at(-1);
  return body.next && last ? { cursor: body.next, lastId: last.message_id } : null;
}

export const scenario: Scenario = {
  name: 'list-messages',
  title: 'Messages (GET /api/messages, super admin) : tri par défaut, recherche, filtre d’état, page 2 001 en keyset, face au SQL brut',
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    const token = await ctx.token(DEMO_ACCOUNTS.admin);
    const base = `/api/messages?itemsPerPage=${PAGE_SIZE}`;
    const account = DEMO_ACCOUNTS.admin;
    const first = await listBench(ctx, { name: 'messages page 1', apiPath: `${base}&page=1`, account });
    const search = await listBench(ctx, { name: `messages recherche « ${SEARCH} »`, apiPath: `${base}&search=${SEARCH}`, account });
    const state = await listBench(ctx, { name: 'messages état 1', apiPath: `${base}&state=1`, account });
    const results = [first, search, state];
    const figures: ScenarioResult['figures'] = {
      firstRps: first.measures[0]?.rps ?? null,
      firstRatioApiRaw: first.figures.ratioApiRaw ?? null,
      searchRps: search.measures[0]?.rps ?? null,
      searchRatioApiRaw: search.figures.ratioApiRaw ?? null,
      stateRps: state.measures[0]?.rps ?? null,
      stateRatioApiRaw: state.figures.ratioApiRaw ?? null,
    };
    const notes = results.flatMap((r) => r.notes);

    const deep = await cursorAt(ctx, token);
    if (deep) {
      const page = DEEP_ROW / PAGE_SIZE + 1;
      const keyset = await listBench(ctx, {
        name: `messages page ${page} (keyset)`,
        apiPath: `${base}&page=${page}&after=${deep.cursor}`,
        account,
      });
      results.push(keyset);
      const p50First = first.measures[0]?.p50 ?? 0;
      const p50Deep = keyset.measures[0]?.p50 ?? 0;
      const slowdown = p50First > 0 ? Math.round((p50Deep / p50First) * 100) / 100 : null;
      figures.deepRps = keyset.measures[0]?.rps ?? null;
      figures.deepP50OverFirstP50 = slowdown;
      figures.deepRatioApiRaw = keyset.figures.ratioApiRaw ?? null;
      notes.push(`Page à la ligne ${DEEP_ROW} : médiane ${slowdown ?? '—'} × celle de la page 1 (objectif ≤ 1,5).`);
    } else {
      notes.push(`Moins de ${DEEP_ROW} messages : pas de mesure de page profonde (lancer avec --scale 10).`);
    }

    if (ctx.databaseUrl) {
      notes.push(`Plan de la recherche « ${SEARCH} » :`, ...(await searchPlan(ctx.databaseUrl)).map((line) => `  ${line}`));
    } else {
      notes.push('Plan de la recherche sauté : PGlite (lancer avec --db postgres).');
    }
    return { measures: results.flatMap((r) => r.measures), figures, notes };
  },
};
