import { describe, expect, it } from 'vitest';
import { TRENDS_MSG } from '../../common/messages-trends.ts';
import type { TrendData } from '../../common/schemas-trends.ts';
import { FAKE_TRENDS_TERMS, fakeTrends } from '../mocks/trends.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

withFakeServices();
const h = dashboardTestApp({ TRENDS_TIMEOUT_MS: '500' });
const URL = '/api/trends/analyze';

const analyze = (body: unknown, cookie?: string) => h.send('POST', URL, body, cookie);

describe('POST /api/trends/analyze', () => {
  it('analyses two terms over 12 months in Italy: {status, data, error} with the spec’s shape', async () => {
    const res = await analyze({ terms: ['generatore', ' powerbank '], timeframe: 'today 12-m', geo: 'IT', type: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { status: string; data: TrendData; error: null };
    expect(body.status).toBe('ok');
    expect(body.error).toBeNull();
    const { data } = body;
    expect(data.terms).toEqual(['generatore', 'powerbank']);
    expect(data.products.map((p) => p.term)).toEqual(['generatore', 'powerbank']);
    for (const p of data.products) {
      expect(p.interest).toBeGreaterThan(0);
      expect(p.interest).toBeLessThanOrEqual(100);
      expect(['rising', 'falling', 'stable']).toContain(p.trend);
      expect(typeof p.change).toBe('number');
    }
    expect(Object.keys(data.topics)).toEqual(['generatore', 'powerbank']);
    expect(data.topics.generatore![0]).toEqual({ query: 'generatore prezzo', value: 100, kind: 'top', breakout: false });
    expect(data.topics.powerbank!.find((q) => q.kind === 'rising')).toEqual({ query: 'powerbank 2026', value: 7250, kind: 'rising', breakout: true });
    expect(data.geography.generatore![0]).toMatchObject({ interest: 100, code: expect.stringMatching(/^IT-/) });
    expect(data.geography.powerbank!.map((r) => r.region)).toContain('Lombardia');
    expect(data.timeline).toHaveLength(52);
    expect(Object.keys(data.timeline[0]!.values)).toEqual(['generatore', 'powerbank']);
    expect(data).toMatchObject({ timeframe: 'today 12-m', geo: 'IT', cached: false });
    // The fake saw hl=it, the country and the period.
    expect(fakeTrends.explores.at(-1)).toMatchObject({ terms: ['generatore', 'powerbank'] });
  });

  it('answers the same request from the database within the hour: Google is asked once', async () => {
    const body = { terms: ['torcia, radio'], timeframe: 'today 3-m', geo: 'DE' };
    const first = await analyze(body);
    expect(first.statusCode).toBe(200);
    const calls = fakeTrends.requests.length;
    expect(fakeTrends.explores.length).toBeGreaterThanOrEqual(1);
    const second = await analyze({ ...body, type: 'all', terms: ['torcia', 'radio'] });
    expect(second.statusCode).toBe(200);
    expect(fakeTrends.requests.length).toBe(calls);
    expect(second.json().data).toEqual({ ...first.json().data, cached: true });
    const row = await h.t.db.kysely.selectFrom('trends_cache').selectAll().where('richiesta', 'like', '%torcia%').executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);

    // Another period is another request.
    await analyze({ ...body, timeframe: 'today 1-m' });
    expect(fakeTrends.requests.length).toBeGreaterThan(calls);

    // An expired row is replaced by a fresh answer.
    await h.t.db.kysely.updateTable('trends_cache').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('chiave', '=', row.chiave).execute();
    const before = fakeTrends.explores.length;
    const third = await analyze(body);
    expect(third.json().data.cached).toBe(false);
    expect(fakeTrends.explores.length).toBe(before + 1);
    const rows = await h.t.db.kysely.selectFrom('trends_cache').select(['expires_at']).where('chiave', '=', row.chiave).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at > h.t.clock.nowIso()).toBe(true);
  });

  it('refuses invalid requests with 400 and an Italian sentence, in the same shape', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, TRENDS_MSG.termsRequired],
      [{ terms: [] }, TRENDS_MSG.termsRequired],
      [{ terms: [' ', ' , '] }, TRENDS_MSG.termsRequired],
      [{ terms: ['a', 'b', 'c', 'd', 'e', 'f'] }, TRENDS_MSG.termsTooMany(5)],
      [{ terms: ['a'], timeframe: 'now 7-d' }, TRENDS_MSG.timeframeInvalid],
      [{ terms: ['a'], geo: 'ES' }, TRENDS_MSG.geoInvalid],
      [{ terms: ['a'], type: 'images' }, TRENDS_MSG.typeInvalid],
      // Wrong types of terms (spec section 7: terms[]): a bare string is one of them.
      [{ terms: 42 }, TRENDS_MSG.termsRequired],
      [{ terms: { 0: 'torcia' } }, TRENDS_MSG.termsRequired],
      [{ terms: [7] }, TRENDS_MSG.termsRequired],
      [{ terms: 'torcia' }, TRENDS_MSG.termsRequired],
      [{ terms: 'torcia, radio' }, TRENDS_MSG.termsRequired],
    ];
    for (const [body, error] of cases) {
      const res = await analyze(body);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(body)).toEqual({ status: 400, body: { status: 'error', data: null, error } });
    }
    const broken = await h.t.app.inject({ method: 'POST', url: URL, headers: { cookie: h.cookie, 'content-type': 'application/json' }, payload: '{"terms":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'error', data: null, error: expect.any(String) });
    expect(fakeTrends.requests).toHaveLength(0);
  });

  it('needs a session (private by default; the guard’s 401 is {error} like every private route)', async () => {
    const res = await analyze({ terms: ['generatore'] }, '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(fakeTrends.requests).toHaveLength(0);
  });

  it('Google’s 429, down, unreachable, slow or garbage: its Italian message and status, nothing cached', async () => {
    const cases: Array<[string, number, string]> = [
      [FAKE_TRENDS_TERMS.rateLimited, 503, TRENDS_MSG.rateLimited],
      [FAKE_TRENDS_TERMS.server, 502, TRENDS_MSG.server(500)],
      [FAKE_TRENDS_TERMS.network, 502, TRENDS_MSG.network],
      [FAKE_TRENDS_TERMS.slow, 504, TRENDS_MSG.timeout(1)],
      [FAKE_TRENDS_TERMS.garbage, 502, TRENDS_MSG.invalidResponse],
    ];
    for (const [term, status, error] of cases) {
      const res = await analyze({ terms: ['generatore', term] });
      expect({ status: res.statusCode, body: res.json() }, term).toEqual({ status, body: { status: 'error', data: null, error } });
    }
    expect(TRENDS_MSG.rateLimited).toMatch(/riprova più tardi/);
    const cached = await h.t.db.kysely.selectFrom('trends_cache').select(['richiesta']).execute();
    expect(cached.filter((r) => r.richiesta.includes('fake-'))).toEqual([]);
    // A failure is not cached: the same request asks Google again.
    const before = fakeTrends.explores.length;
    await analyze({ terms: ['generatore', FAKE_TRENDS_TERMS.server] });
    expect(fakeTrends.explores.length).toBeGreaterThan(before);
  });
});
