import { defineConfig } from 'vitest/config';

const apiInclude = ['tests/api/**/*.test.ts'];

/**
 * The Vitest projects, grouped in tiers by package.json's scripts (README, "Tests"):
 * - test:unit → 'unit' (pure functions, no database, no network) and 'components' (dashboard
 *   components in happy-dom with Testing Library; our API faked by msw);
 * - test:api → 'integration' (server modules on a real SQLite database or against outside
 *   services faked at the HTTP level) and the API over Fastify inject on SQLite ('api-sqlite') and,
 *   when TEST_DATABASE_URL is set, again on PostgreSQL ('api-postgres', each file in its own schema);
 * - test:web → 'web' (the production build and real server processes over real sockets).
 * Every project extends these settings (timeouts included). Every file gets fresh modules
 * (Vitest's isolate): sharing them was tried and cost two flaky tests: a fake's state reached the
 * next API file, and a unit file spying on node:crypto found the passwords module already loaded
 * by another file of its worker.
 * How many files run at once is set per tier in package.json (--maxWorkers): Vitest's default on
 * a 2-core machine is one.
 * The time limits only catch a test that hangs; they are not deadlines. CI runs on a loaded 2-core
 * machine where loading ESLint's typed config or one scrypt hash at production cost took over 30 s
 * (seen at a load average of 15): limits below that failed tests that were right.
 */
export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'components', include: ['tests/components/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['tests/components/setup.ts'] },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], env: { TEST_DB: 'sqlite' } } },
      { extends: true, test: { name: 'api-sqlite', include: apiInclude, env: { TEST_DB: 'sqlite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'api-postgres', include: apiInclude, env: { TEST_DB: 'postgres' }, globalSetup: ['tests/helpers/pg-schemas.ts'] },
            },
          ]
        : []),
      { extends: true, test: { name: 'web', include: ['tests/web/**/*.test.ts'], env: { TEST_DB: 'sqlite' }, globalSetup: ['tests/web/global-setup.ts'] } },
    ],
  },
});
