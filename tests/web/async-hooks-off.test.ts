import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Decision 0078: pages are rendered with React DOM's web-stream build, which keeps no
 * AsyncLocalStorage under Node. The Node build's first `run()` would turn async hooks on for the
 * whole process, for good, and every render cache hit after it would pay an init hook per
 * resource (about a sixth of a fast hit's CPU, docs/performance.md). Renders of the production
 * build here must never reach an AsyncLocalStorage from React.
 */

const fromReact: string[] = [];
const { run, enterWith } = AsyncLocalStorage.prototype;
let s: TestWebServer;

beforeAll(async () => {
  // Spies on the prototype: whoever made the storage, a call from React's code is seen.
  const spy = (name: string) =>
    function (this: AsyncLocalStorage<unknown>, ...args: unknown[]) {
      const stack = new Error().stack ?? '';
      if (/react-dom|react-router/.test(stack)) fromReact.push(`${name}: ${stack}`);
      return (name === 'run' ? run : enterWith).apply(this, args as never);
    };
  AsyncLocalStorage.prototype.run = spy('run') as typeof run;
  AsyncLocalStorage.prototype.enterWith = spy('enterWith') as typeof enterWith;
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => {
  AsyncLocalStorage.prototype.run = run;
  AsyncLocalStorage.prototype.enterWith = enterWith;
  await s?.close();
});

describe('server rendering', () => {
  it('renders pages, a missing one and a streamed list without React ever using an AsyncLocalStorage', async () => {
    for (const url of ['/', '/guide', '/notizie', '/articolo/1', '/prodotti', '/chi-siamo', '/notizie/non-esiste', '/login']) {
      const res = await s.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0 Chrome/140' } });
      expect([200, 404], url).toContain(res.statusCode);
      expect(res.body, url).toContain('</html>');
    }
    // A bot waits for the whole page (allReady): the other way through the entry.
    const bot = await s.app.inject({ method: 'GET', url: '/notizie?pagina=2', headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(bot.body).toContain('</html>');
    expect(fromReact).toEqual([]);
  });
});
