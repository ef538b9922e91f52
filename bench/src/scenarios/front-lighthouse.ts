import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@hubgrade/domain/shell/landing-pages';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../apps/api/src/seed/accounts.ts';
import type { BenchContext, Figure, Scenario } from '../context.ts';
import { ROOT } from '../server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DIST } from './front-bundle.ts';

const TARGET_SCORE = 90;
/** Lighthouse's default (a mid-range phone on a slow 4G, simulated) and its desktop preset. */
const FORM_FACTORS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Runs per page and form factor, of which the median is reported: BENCH_LIGHTHOUSE_RUNS=n (3 by default). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);
/** Where to write the median run's full report (JSON), to see what an audit blames: BENCH_LIGHTHOUSE_REPORTS=folder. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const lighthouseVersion = () =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;

/** The web app reads its session from this cookie: it is set in the browser before Lighthouse opens the page. */
async function signInBrowser(port: number, ctx: BenchContext): Promise<void> {
  const token = await ctx.token(DEMO_ACCOUNTS.admin);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('aucun contexte dans le Chromium de Lighthouse');
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: ctx.baseUrl }]);
  } finally {
    // Leaves the browser running: this only drops the connection.
    await browser.close();
  }
}

interface Run {
  score: number | null;
  metrics: string;
  error: string | null;
  report: string | null;
}

interface Audit extends Run {
  path: string;
  formFactor: string;
  /** Every run's score, in the order they ran. */
  scores: (number | null)[];
}

export const scenario: Scenario = {
  name: 'front-lighthouse',
  title: `Score de performance Lighthouse de /connexion et /membres (cible ${TARGET_SCORE})`,
  async run(ctx) {
    const why = !existsSync(CHROMIUM_PATH)
      ? `${CHROMIUM_PATH} absent (apt-get install chromium)`
      : !existsSync(join(DIST, 'index.html'))
        ? 'application web non construite : npm run build -w @hubgrade/web'
        : null;
    if (why) return { measures: [], figures: { ran: false }, notes: [`Lighthouse non lancé : ${why}.`] };

    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const audits: Audit[] = [];
    try {
      // Signed out first: once the cookie is set, /connexion would send the visitor on to the dashboard.
      for (const [path, signedIn] of [
        ['/connexion', false],
        ['/membres', true],
      ] as const) {
        if (signedIn) await signInBrowser(chrome.port, ctx);
        for (const { name, config } of FORM_FACTORS) {
          const audit = () =>
            lighthouse(
              `${ctx.baseUrl}${path}`,
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
              config,
            );
          const runs: Run[] = [];
          for (let run = 0; run < RUNS; run++) {
            let lhr = (await audit())?.lhr;
            // On a busy machine Chromium sometimes paints nothing in time (NO_FCP): one more try.
            if (lhr?.runtimeError) lhr = (await audit())?.lhr;
            const score = lhr?.categories.performance?.score;
            runs.push({
              score: typeof score === 'number' ? Math.round(score * 100) : null,
              metrics: METRICS.map((id) => `${lhr?.audits[id]?.title ?? id} ${lhr?.audits[id]?.displayValue ?? '—'}`).join(', '),
              error: lhr?.runtimeError?.message ?? null,
              report: lhr ? JSON.stringify(lhr) : null,
            });
          }
          // The median run stands for the page: one run alone moves by several points on a shared machine.
          const ranked = [...runs].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
          const median = ranked[Math.floor(ranked.length / 2)] as Run;
          if (median.report && REPORTS_DIR) {
            mkdirSync(REPORTS_DIR, { recursive: true });
            writeFileSync(join(REPORTS_DIR, `${path.slice(1)}-${name}.json`), median.report);
          }
          audits.push({ path, formFactor: name, ...median, scores: runs.map((r) => r.score) });
        }
      }
    } finally {
      chrome.kill();
    }

    const figures: Record<string, Figure> = { targetScore: TARGET_SCORE, lighthouse: lighthouseVersion() };
    const notes: string[] = [`Lighthouse ${lighthouseVersion()} sur ${CHROMIUM_PATH}, serveur ${ctx.baseUrl} (application construite).`];
    for (const audit of audits) {
      figures[`${audit.path.slice(1)}_${audit.formFactor}`] = audit.score;
      const verdict = audit.score === null ? 'pas de score' : audit.score >= TARGET_SCORE ? 'atteint la cible' : 'sous la cible';
      notes.push(
        `${audit.path.padEnd(11)} ${audit.formFactor.padEnd(8)} ${String(audit.score ?? '—').padStart(3)} / ${TARGET_SCORE} — ${verdict} (médiane de ${audit.scores.length} passages : ${audit.scores.map((score) => score ?? '—').join(', ')})${audit.error ? ` (${audit.error})` : ''}`,
      );
      notes.push(`            ${audit.metrics}`);
    }
    notes.push('Machine partagée de 2 cœurs : le temps de blocage (TBT) et donc le score varient d’un passage à l’autre, d’où la médiane.');
    return { measures: [], figures, notes };
  },
};
