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
 */
import { spawnSync } from 'node:child_process';
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

function step(name, run) {
  const t0 = performance.now();
  console.log(`\n━━ ${name} ━━`);
  const ok = run();
  const ms = performance.now() - t0;
  results.push({ name, ok, ms });
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FALLITO'} in ${seconds(ms)} ━━`);
}

for (const tier of tiers) {
  // The build the web and browser tests drive, timed on its own line (skipped when up to date).
  if ((tier === 'web' || tier === 'e2e') && !results.some((r) => r.name === 'build')) {
    step('build', () => {
      ensureBuild();
      return true;
    });
  }
  step(`test:${tier}`, () => spawnSync('npm', ['run', '--silent', `test:${tier}`], { stdio: 'inherit' }).status === 0);
}

const total = performance.now() - started;
console.log('\nDurata per livello:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${seconds(r.ms).padStart(6)}  ${r.ok ? 'ok' : 'FALLITO'}`);
console.log(`  ${'totale'.padEnd(10)} ${seconds(total).padStart(6)}`);
if (results.some((r) => !r.ok)) process.exit(1);
