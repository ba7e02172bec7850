#!/usr/bin/env node
/**
 * `npm test`: every tier of the suite, one after the other, each as its own npm script (the tiers
 * are defined there, README "Tests"), then how long each took:
 *   test:unit  pure functions and dashboard components (no database, no network, no build)
 *   test:api   server modules and the API in-process (SQLite, and PostgreSQL with TEST_DATABASE_URL)
 *   test:web   the production build over real sockets (builds first when stale)
 *   test:e2e   Playwright in Debian's Chromium, one server and database per worker
 * A failing tier does not stop the others (one run shows every failure); the exit code is 1 if any
 * failed. `node scripts/test.mjs unit api` runs only those tiers. The load test is a measurement,
 * not a test: `npm run test:load` (.ci/run runs it after this).
 * Each tier's output streams as it comes and is also kept: at the end, the failure report of each
 * failed tier is printed again, so that the tail of a long CI log names what failed.
 */
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

const TIERS = ['unit', 'api', 'web', 'e2e'];
const wanted = process.argv.slice(2);
for (const t of wanted) {
  if (!TIERS.includes(t)) {
    console.error(`Livello di test sconosciuto: ${t} (ammessi: ${TIERS.join(', ')})`);
    process.exit(2);
  }
}
const tiers = wanted.length > 0 ? TIERS.filter((t) => wanted.includes(t)) : TIERS;
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const results = [];
const started = performance.now();

/** Lines that name a failure in Vitest's or Playwright's output (colours stripped). */
const FAILURE_LINE = /(\bFAIL\b|×|✘|\) \[chromium\]|AssertionError|expected|Expected|Received|❯ tests\/| failed|Failed Tests|Unhandled)/;
/** Where Vitest's and Playwright's own failure summaries begin: everything after it is kept. */
const SUMMARY_START = /(Failed Tests \d+|Unhandled Errors|^\s+\d+ failed$)/;
/** The terminal's colour codes (ESC [ … m). */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const MAX_REPORT_LINES = 200;

/**
 * Runs one tier's npm script, streaming its output, and resolves to {ok, report}: the runner's own
 * failure summary when it printed one (the lines after "Failed Tests", which name each failed test
 * and its assertion), else the lines that look like failures. Lines logged by the code under test
 * never crowd the summary out.
 */
function runTier(tier) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', `test:${tier}`], { stdio: ['inherit', 'pipe', 'pipe'] });
    const matching = [];
    const summary = [];
    let inSummary = false;
    let pending = '';
    const keep = (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(COLOURS, '');
        if (SUMMARY_START.test(plain)) inSummary = true;
        if (inSummary && summary.length < MAX_REPORT_LINES) summary.push(plain);
        else if (FAILURE_LINE.test(plain) && matching.length < MAX_REPORT_LINES) matching.push(plain);
      }
    };
    child.stdout.on('data', (c) => (process.stdout.write(c), keep(c)));
    child.stderr.on('data', (c) => (process.stderr.write(c), keep(c)));
    child.on('close', (code) => resolve({ ok: code === 0, report: summary.length > 0 ? summary : matching }));
  });
}

async function step(name, run) {
  const t0 = performance.now();
  console.log(`\n━━ ${name} ━━`);
  const { ok, report = [] } = await run();
  const ms = performance.now() - t0;
  results.push({ name, ok, ms, report });
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FALLITO'} in ${seconds(ms)} ━━`);
}

for (const tier of tiers) {
  // The build the web and browser tests drive, timed on its own line (skipped when up to date).
  if ((tier === 'web' || tier === 'e2e') && !results.some((r) => r.name === 'build')) {
    await step('build', async () => {
      ensureBuild();
      return { ok: true };
    });
  }
  await step(`test:${tier}`, () => runTier(tier));
}

for (const r of results.filter((x) => !x.ok && x.report.length > 0)) {
  console.log(`\n━━ ${r.name}: cosa è fallito (righe del suo output) ━━`);
  for (const line of r.report) console.log(`  ${line}`);
}

const total = performance.now() - started;
console.log('\nDurata per livello:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${seconds(r.ms).padStart(6)}  ${r.ok ? 'ok' : 'FALLITO'}`);
console.log(`  ${'totale'.padEnd(10)} ${seconds(total).padStart(6)}`);
if (results.some((r) => !r.ok)) process.exit(1);
