import { defineConfig } from 'vitest/config';

const apiInclude = ['tests/api/**/*.test.ts'];

/**
 * Unit tests and web tests (the built site) run once; API tests run against SQLite and, when TEST_DATABASE_URL is set, again
 * against PostgreSQL (each test file in its own schema). Every project extends these settings
 * (timeouts included).
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // Dashboard components in a DOM (happy-dom) with Testing Library; our own API faked by msw.
      {
        extends: true,
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/components/setup.ts'] },
      },
      // The whole web server (production build and dev server): access by route, CSP, previews.
      { extends: true, test: { name: 'web', include: ['tests/web/**/*.test.ts'], env: { TEST_DB: 'sqlite' }, globalSetup: ['tests/web/global-setup.ts'] } },
      { extends: true, test: { name: 'api-sqlite', include: apiInclude, env: { TEST_DB: 'sqlite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'api-postgres', include: apiInclude, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
