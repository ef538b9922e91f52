// Runs every test of the repository: domain and API (vitest), then the browser tests
// (Playwright on the built app), and ends with one summary line of the counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const out = mkdtempSync(join(tmpdir(), 'hubgrade-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests, named again after the summary: CI keeps only the end of a long output. */
const failures = [];
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function firstLine(text) {
  // Playwright's messages carry terminal colours.
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
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
  for (const file of vitest.testResults) {
    // A file whose setup failed has no failed test of its own: its tests are skipped.
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      const skipped = file.assertionResults.filter((test) => test.status === 'skipped' || test.status === 'pending');
      const where = skipped[0]?.ancestorTitles.join(' › ');
      failures.push(
        `${relative(process.cwd(), file.name)}${where ? ` › ${where}` : ''}\n    ${firstLine(file.message) || `a setup hook failed (see above); ${skipped.length} tests skipped`}`,
      );
    }
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${relative(process.cwd(), file.name)} › ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
    }
  }
} else ok = false;

if (run('Construction du front', 'npm', ['run', 'build'])) {
  const e2eReport = join(out, 'playwright.json');
  run('Tests navigateur', 'npm', ['test', '-w', '@hubgrade/e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + e2e.stats.flaky;
    totals.skipped += e2e.stats.skipped;
    const visit = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const error = test.results.find((result) => result.error)?.error?.message;
            failures.push(`${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${test.status})\n    ${firstLine(error)}`);
          }
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
    };
    for (const suite of e2e.suites) visit(suite, []);
  } else ok = false;
}

if (!ok && totals.failed === 0) totals.failed = 1; // a step failed before it could report its tests
if (failures.length > 0) console.log(`\nÉchecs :\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
