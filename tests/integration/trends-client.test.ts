import fs from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRENDS_MSG } from '../../common/messages-trends.ts';
import { createTrendsClient, italianTzOffset } from '../../server/integrations/trends/client.ts';
import { parseComparedGeo, parseExplore, parseMultiline, parseRelated, parseTrendsJson, stripXssiPrefix } from '../../server/integrations/trends/parse.ts';
import { outsideFailure } from '../helpers/outside.ts';
import { FAKE_TRENDS_TERMS, fakeTrends, trendsHandlers } from '../mocks/trends.ts';

const SHARED = path.resolve('..', 'shared', 'fixtures', 'trends');
const OWN = path.resolve('tests', 'fixtures', 'trends');
const hasShared = fs.existsSync(path.join(SHARED, 'explore_pizza_bagel.txt'));
if (!hasShared) console.warn(`Salto i test sulle risposte reali di Google Trends: ${SHARED} non c'è (clone senza ../shared).`);
const shared = (name: string) => fs.readFileSync(path.join(SHARED, name), 'utf8');
const own = (name: string) => fs.readFileSync(path.join(OWN, name), 'utf8');

const failure = outsideFailure;

describe.skipIf(!hasShared)('the real Google Trends answers (../shared/fixtures/trends)', () => {
  it("explore: the )]}' prefix, the time series, one region map and one related-queries widget per term", () => {
    const text = shared('explore_pizza_bagel.txt');
    expect(text.startsWith(")]}'\n")).toBe(true);
    const w = parseExplore(parseTrendsJson(text, 'explore'), 2);
    expect(w.timeseries.token).toBe('APP6_UEAAAAAZCFPLHz6xkRipufcZZNE92hnrJrQM4XT');
    expect(w.timeseries.request).toMatchObject({ resolution: 'DAY', time: '2021-01-01 2021-01-05' });
    expect(w.geo.map((g) => [g?.widget.id, g?.index])).toEqual([
      ['GEO_MAP_0', 0],
      ['GEO_MAP_1', 0],
    ]);
    expect(w.related.map((r) => r?.id)).toEqual(['RELATED_QUERIES_0', 'RELATED_QUERIES_1']);
  });

  it('multiline: one point per day with a value per term', () => {
    const text = shared('widgetdata_multiline_pizza_bagel.txt');
    expect(text.startsWith(")]}',\n")).toBe(true);
    const timeline = parseMultiline(parseTrendsJson(text, 'multiline'), 2);
    expect(timeline).toHaveLength(5);
    expect(timeline[0]).toEqual({ time: '2021-01-01T00:00:00.000Z', values: [100, 2], partial: false });
    expect(timeline.map((p) => p.values[0])).toEqual([100, 83, 78, 49, 50]);
  });

  it('comparedgeo: regions with data only, highest first, for the chosen term', () => {
    const json = parseTrendsJson(shared('widgetdata_comparedgeo_pizza_bagel.txt'), 'comparedgeo');
    const pizza = parseComparedGeo(json, 0);
    const bagel = parseComparedGeo(json, 1);
    expect(pizza.length).toBeGreaterThan(10);
    expect(pizza.length).toBeLessThan(250);
    expect(pizza.find((r) => r.code === 'PR')).toBeUndefined();
    expect(pizza.find((r) => r.code === 'CA')).toEqual({ code: 'CA', name: 'Canada', value: 98 });
    expect(bagel.find((r) => r.code === 'CA')).toEqual({ code: 'CA', name: 'Canada', value: 2 });
    expect(pizza.map((r) => r.value)).toEqual([...pizza.map((r) => r.value)].sort((a, b) => b - a));
  });

  it('relatedsearches: top queries and rising ones, "Breakout" flagged', () => {
    const q = parseRelated(parseTrendsJson(shared('widgetdata_relatedsearches_queries_pizza.txt'), 'relatedsearches'));
    expect(q.top).toHaveLength(25);
    expect(q.top[0]).toEqual({ query: 'pizza hut', value: 100 });
    expect(q.rising).toHaveLength(11);
    expect(q.rising[0]).toEqual({ query: 'licorice pizza', value: 8550, breakout: true });
    expect(q.rising[1]).toEqual({ query: 'history of pizza', value: 400, breakout: false });
    const t = parseRelated(parseTrendsJson(shared('widgetdata_relatedsearches_topics_pizza.txt'), 'relatedsearches'));
    expect(t.top[0]).toEqual({ query: 'Pizza', value: 100 });
    expect(t.rising[0]).toMatchObject({ query: 'Sam Goody', breakout: true });
  });

  it("autocomplete has the )]}', prefix too; Google's HTML error page is an invalid response", async () => {
    expect(parseTrendsJson(shared('autocomplete_pizza.txt'), 'autocomplete')).toMatchObject({ default: { topics: expect.any(Array) } });
    const err = await failure(Promise.resolve().then(() => parseTrendsJson(shared('explore_404_html_page.html'), 'explore')));
    expect(err).toMatchObject({ failure: 'invalid-response', statusCode: 502, message: TRENDS_MSG.invalidResponse });
  });
});

describe('our own answers (tests/fixtures/trends)', () => {
  it('a single term: widgets without an index; Italian regions map', () => {
    const w = parseExplore(parseTrendsJson(own('explore_single_term_it.txt'), 'explore'), 1);
    expect(w.timeseries.token).toBe('TOKEN-TS');
    expect(w.geo).toEqual([{ widget: expect.objectContaining({ id: 'GEO_MAP', token: 'TOKEN-GEO' }), index: 0 }]);
    expect(w.related.map((r) => r?.token)).toEqual(['TOKEN-RQ']);
  });

  it('points without data count as 0; the last incomplete point is marked partial', () => {
    const timeline = parseMultiline(parseTrendsJson(own('multiline_partial_it.txt'), 'multiline'), 1);
    expect(timeline.map((p) => p.values[0])).toEqual([40, 0, 60, 100, 12]);
    expect(timeline.map((p) => p.partial)).toEqual([false, false, false, false, true]);
  });

  it('empty related lists; prefixes with and without comma; unexpected shapes', async () => {
    expect(parseRelated(parseTrendsJson(own('relatedsearches_empty_it.txt'), 'r'))).toEqual({ top: [], rising: [] });
    expect(stripXssiPrefix(')]}\'\n{"a":1}')).toBe('{"a":1}');
    expect(stripXssiPrefix(')]}\',\n{"a":1}')).toBe('{"a":1}');
    expect(stripXssiPrefix('{"a":1}')).toBe('{"a":1}');
    for (const [text, fn] of [
      [')]}\'\n{"widgets":[]}', (j: unknown) => parseExplore(j, 2)],
      [')]}\',\n{"default":{}}', (j: unknown) => parseMultiline(j, 1)],
      [')]}\',\n{"default":{"timelineData":[{"time":"ieri","value":[1]}]}}', (j: unknown) => parseMultiline(j, 1)],
      [')]}\',\n{"default":{"rankedList":[{"rankedKeyword":[{"query":"x"}]}]}}', parseRelated],
      [')]}\',\n{"default":', (j: unknown) => j],
    ] as const) {
      const err = await failure(Promise.resolve().then(() => fn(parseTrendsJson(text, 'test'))));
      expect(err.failure).toBe('invalid-response');
    }
  });

  it('tz is Italy’s offset as Google wants it (minutes behind UTC)', () => {
    expect(italianTzOffset(new Date('2026-01-15T12:00:00Z'))).toBe(-60);
    expect(italianTzOffset(new Date('2026-07-15T12:00:00Z'))).toBe(-120);
  });
});

describe('the client against the fake Google Trends', () => {
  const server = setupServer(...trendsHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => fakeTrends.reset());
  afterAll(() => server.close());
  // A timeout far beyond any test, so that no answer of the fakes races it; the timeout tests
  // set their own, for a server that never answers.
  const client = (timeoutMs = 600_000) => createTrendsClient({ trendsBaseUrl: 'https://trends.google.com', trendsTimeoutMs: timeoutMs }, { backoffMs: 5 });

  it('explore with hl=it, the terms, country and period; without the NID cookie: the cookie page once, then again', async () => {
    const c = client();
    const snap = await c.fetch({ terms: ['generatore', 'powerbank'], timeframe: 'today 12-m', geo: 'IT' });
    expect(snap.timeline.length).toBe(52);
    expect(snap.timeline.at(-1)!.partial).toBe(true);
    expect(Math.max(...snap.timeline.flatMap((p) => p.values))).toBe(100);
    expect(snap.regions[0]![0]).toMatchObject({ value: 100, code: expect.stringMatching(/^IT-/) });
    expect(snap.regions[1]!.map((r) => r.name)).toContain('Lombardia');
    expect(snap.related[0]!.top[0]).toEqual({ query: 'generatore prezzo', value: 100 });
    expect(snap.related[1]!.rising[0]).toEqual({ query: 'powerbank 2026', value: 7250, breakout: true });
    expect(fakeTrends.requests.slice(0, 3).map((r) => [r.path, r.cookie?.startsWith('NID=') ?? false])).toEqual([
      ['/trends/api/explore', false],
      ['/trends/explore', false],
      ['/trends/api/explore', true],
    ]);
    expect(fakeTrends.explores[1]!.terms).toEqual(['generatore', 'powerbank']);
    expect(fakeTrends.requests).toHaveLength(3 + 1 + 2 + 2);
    // The cookie is kept: the next analysis goes straight to explore.
    fakeTrends.reset();
    await c.fetch({ terms: ['torcia'], timeframe: 'today 1-m', geo: 'FR' });
    expect(fakeTrends.requests.map((r) => r.path)).toEqual([
      '/trends/api/explore',
      '/trends/api/widgetdata/multiline',
      '/trends/api/widgetdata/comparedgeo',
      '/trends/api/widgetdata/relatedsearches',
    ]);
  });

  it.skipIf(!hasShared)('pizza + bagel: the real recorded answers end to end', async () => {
    const snap = await client().fetch({ terms: ['pizza', 'bagel'], timeframe: 'today 12-m', geo: '' });
    expect(snap.timeline.map((p) => p.values)).toEqual([
      [100, 2],
      [83, 2],
      [78, 2],
      [49, 1],
      [50, 1],
    ]);
    expect(snap.related[0]!.top[0]).toEqual({ query: 'pizza hut', value: 100 });
    expect(snap.regions[1]!.find((r) => r.code === 'CA')?.value).toBe(2);
  });

  it('Google’s 429 even with the cookie: rate-limited, retry later', async () => {
    const err = await failure(client().fetch({ terms: [FAKE_TRENDS_TERMS.rateLimited], timeframe: 'today 12-m', geo: 'IT' }));
    expect(err).toMatchObject({ failure: 'rate-limited', statusCode: 503, message: TRENDS_MSG.rateLimited });
    expect(err.message).toMatch(/riprova più tardi/);
    expect(fakeTrends.explores).toHaveLength(2);
  });

  it('down (500, retried once), unreachable, slow, garbage: each its Italian message', async () => {
    fakeTrends.requireCookie = false;
    const q = (term: string) => ({ terms: [term], timeframe: 'today 12-m', geo: 'IT' });
    expect(await failure(client().fetch(q(FAKE_TRENDS_TERMS.server)))).toMatchObject({ failure: 'server', statusCode: 502, message: TRENDS_MSG.server(500) });
    expect(fakeTrends.explores).toHaveLength(2);
    expect(await failure(client().fetch(q(FAKE_TRENDS_TERMS.network)))).toMatchObject({ failure: 'network', statusCode: 502, message: TRENDS_MSG.network });
    expect(await failure(client(300).fetch(q(FAKE_TRENDS_TERMS.slow)))).toMatchObject({ failure: 'timeout', statusCode: 504, message: TRENDS_MSG.timeout(1) });
    expect(await failure(client().fetch(q(FAKE_TRENDS_TERMS.garbage)))).toMatchObject({
      failure: 'invalid-response',
      statusCode: 502,
      message: TRENDS_MSG.invalidResponse,
    });
  });
});
