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
if (process.env.FAKE_SERVICES === '1') {
  // The fake feeds' host names (feed.scorta.test) resolve nowhere: msw answers them in-process.
  process.env.FEED_ALLOW_PRIVATE ??= 'true';
  const { installFakeServices } = await import(pathToFileURL(path.join(ROOT, 'tests', 'mocks', 'node.ts')).href);
  installFakeServices();
}
await import(pathToFileURL(path.join(BUILD_DIR, 'node', 'main.js')).href);
if (!process.stdin.isTTY) {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
}
