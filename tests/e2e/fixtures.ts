import { test as base } from '@playwright/test';
import { type E2EServer, SITE_URL, startE2EServer } from './server.ts';

export { expect } from '@playwright/test';

/**
 * The `test` of every spec: the worker's own server starts before the worker's first hook or test
 * and stops when the worker ends; `baseURL` (and so page.goto('/…') and `request`) points at it.
 * A test that needs the fakes held (a run kept going) takes `e2eServer` and calls its control().
 * (Playwright reads a fixture's dependencies from its first parameter, hence the empty patterns.)
 */
export const test = base.extend<object, { e2eServer: E2EServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startE2EServer();
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(SITE_URL),
});
