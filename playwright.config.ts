import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Password-2026' };

/** Browser tests against the built production server, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
      // Outside services answer from tests/mocks (msw, in the server process); the scheduled jobs
      // stay off so the demo content does not change under the tests.
      FAKE_SERVICES: '1',
      JOBS: 'false',
      AMAZON_REFRESH_SPACING_MS: '200',
      // Any key: the OpenAI fake only checks that one is sent (keys starting sk-invalid get a 401).
      OPENAI_API_KEY: 'sk-fake-e2e',
      // The news sources: the four good fake feeds of tests/mocks/feeds.ts and one that answers 500.
      FEED_URLS: [
        'https://feed.scorta.test/protezione-civile.xml',
        'https://feed.scorta.test/meteo.atom',
        'https://feed.scorta.test/ingv.rdf',
        'https://feed.scorta.test/regioni.xml',
        'https://feed.scorta.test/errore.xml',
      ].join(','),
      // Any key: the Unsplash fake refuses only a missing key or one starting 'invalid'.
      UNSPLASH_ACCESS_KEY: 'fake-unsplash-e2e',
    },
  },
});
