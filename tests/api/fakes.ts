import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeAmazon } from '../mocks/amazon.ts';
import { fakeFeeds } from '../mocks/feeds.ts';
import { fakeServices } from '../mocks/node.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { fakeTrends } from '../mocks/trends.ts';
import { fakeUnsplash } from '../mocks/unsplash.ts';

/**
 * The API projects share their workers' modules between test files (vitest.config.ts, isolate:
 * false): the fakes of tests/mocks keep what one file recorded and switched on for the next file
 * that runs in the same worker unless it is cleared.
 */
export function resetFakes(): void {
  fakeAmazon.reset();
  fakeFeeds.reset();
  fakeOpenAi.reset();
  fakeTrends.reset();
  fakeUnsplash.reset();
}

/**
 * The outside services' fakes (msw, tests/mocks/node.ts) for this test file or describe block:
 * installed before its app starts (call it before dashboardTestApp), cleared before it and after
 * every test (handlers a test added with fakeServices.use included), removed at its end.
 */
export function withFakeServices(options: { onUnhandledRequest: 'bypass' | 'error' } = { onUnhandledRequest: 'bypass' }): void {
  const clear = () => {
    fakeServices.resetHandlers();
    resetFakes();
  };
  beforeAll(() => {
    clear();
    fakeServices.listen(options);
  });
  afterEach(clear);
  afterAll(() => {
    fakeServices.close();
    clear();
  });
}
