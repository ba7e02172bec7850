import { test as base } from '@playwright/test';
import { SITE_URL, startE2EServer } from './server.ts';

export { expect } from '@playwright/test';

/**
 * The `test` of every spec: the worker's own server starts before the worker's first hook or test
 * and stops when the worker ends; `baseURL` (and so page.goto('/…') and `request`) points at it.
 * (Playwright reads a fixture's dependencies from its first parameter, hence the empty patterns.)
 */
export const test = base.extend<object, { e2eServer: void }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startE2EServer();
      await provide();
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(SITE_URL),
});
