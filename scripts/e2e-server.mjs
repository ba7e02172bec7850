// Starts the built production server on a fresh data directory for the browser tests: one per
// Playwright worker (tests/e2e/server.ts sets PORT and DATA_DIR); it stops when its parent closes
// its stdin, so a crashed worker never leaves a server holding the port.
// With FAKE_SERVICES=1 (set by playwright.config.ts) the outside services are the msw fakes of
// tests/mocks, installed in this process before the server starts (run with `node --import tsx`).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_DIR, ROOT } from './build-state.mjs';

const dataDir = process.env.DATA_DIR ?? path.join(ROOT, 'tests', '.tmp', `e2e-data-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.chdir(ROOT);
/** What the browser tests may ask of the fakes in this process, one line on stdin each (tests/e2e/server.ts). */
const controls = new Map();
if (process.env.FAKE_SERVICES === '1') {
  // The fake feeds' host names (feed.scorta.test) resolve nowhere: msw answers them in-process.
  process.env.FEED_ALLOW_PRIVATE ??= 'true';
  const { installFakeServices } = await import(pathToFileURL(path.join(ROOT, 'tests', 'mocks', 'node.ts')).href);
  const { fakeAmazon } = await import(pathToFileURL(path.join(ROOT, 'tests', 'mocks', 'amazon.ts')).href);
  installFakeServices();
  controls.set('hold-amazon', () => fakeAmazon.hold());
  controls.set('release-amazon', () => fakeAmazon.release());
}
const { started } = await import(pathToFileURL(path.join(BUILD_DIR, 'node', 'main.js')).href);
const { services } = await started;
// The server runs with JOBS=false (the demo content stays as it is); a test that schedules a
// publication runs the job's work itself, at the instant it names: 'publish-due <ISO time>'.
controls.set('publish-due', async (at) => {
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) throw new Error(`publish-due: istante non valido "${at}"`);
  // The scheduler's service reads its clock: one standing at `when`, over the same database and content.
  const clock = { now: () => new Date(when), nowMs: () => when.getTime(), nowIso: () => when.toISOString() };
  const ScheduledPublishing = services.scheduledPublishing.constructor;
  await new ScheduledPublishing(services.db, services.content, clock).runDue();
});
if (!process.stdin.isTTY) {
  // Each line is a control, its name then its argument; 'e2e-ok <line>' on stdout says it is done
  // (the test waits for it), 'e2e-unknown <line>' that it is unknown or failed.
  let pending = '';
  process.stdin.setEncoding('utf8');
  const answer = async (line) => {
    const space = line.indexOf(' ');
    const control = controls.get(space < 0 ? line : line.slice(0, space));
    let ok = Boolean(control);
    try {
      if (control) await control(space < 0 ? '' : line.slice(space + 1));
    } catch (err) {
      console.error(err);
      ok = false;
    }
    process.stdout.write(`${ok ? 'e2e-ok' : 'e2e-unknown'} ${line}\n`);
  };
  process.stdin.on('data', (chunk) => {
    pending += chunk;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      void answer(line);
    }
  });
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
}
