// Runs every test of the repository: domain and API (vitest), then the browser tests
// (Playwright on the built app), and ends with one summary line of the counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'hubgrade-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const vitestReport = join(out, 'vitest.json');
run('Tests unitaires et API', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else ok = false;

if (run('Construction du front', 'npm', ['run', 'build'])) {
  const e2eReport = join(out, 'playwright.json');
  run('Tests navigateur', 'npm', ['test', '-w', '@hubgrade/e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
  } else ok = false;
}

if (!ok && totals.failed === 0) totals.failed = 1; // a step failed before it could report its tests
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
