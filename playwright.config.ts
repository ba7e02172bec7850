import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The first worker's server listens here, the next ones on the following ports (tests/e2e/server.ts). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Password-2026' };
/** Two workers on these 2-core machines: one browser and one server each. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser tests against the built production server, in Debian's Chromium (its headless shell when
 * installed, scripts/chromium.mjs; never a downloaded browser). Each worker starts its own server on its own fresh database (tests/e2e/fixtures.ts);
 * the tests of one file run in order in one worker, files spread over the workers. No retries: a
 * test that fails once is a defect to fix.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    locale: 'it-IT',
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot.
    // No screenshots inside the trace: filming every test cost a third of the tier's CPU, for
    // frames the DOM snapshots already show (decision 0021).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
