import { describe, expect, it } from 'vitest';
import { TRENDS_MSG } from '../../common/messages-trends.ts';
import { parseTerms, trendErrorMessage, trendRequestSchema } from '../../common/schemas-trends.ts';
import { buildTrendData, summariseSeries } from '../../server/domain/trends.ts';

describe('terms (spec section 5)', () => {
  it('split on commas, trimmed, empties and repeats dropped', () => {
    expect(parseTerms(' generatore,  powerbank ,, ')).toEqual(['generatore', 'powerbank']);
    expect(parseTerms(['torcia', 'radio,  Torcia', '  ', 'kit   pronto soccorso'])).toEqual(['torcia', 'radio', 'kit pronto soccorso']);
    expect(parseTerms(' , ,')).toEqual([]);
  });

  it('the request: defaults 12 months and Italy; at most five terms; the spec’s sentences', () => {
    expect(trendRequestSchema.parse({ terms: ['a, b'] })).toEqual({ terms: ['a', 'b'], timeframe: 'today 12-m', geo: 'IT', type: 'all' });
    const message = (body: unknown) => {
      const r = trendRequestSchema.safeParse(body);
      return r.success ? null : trendErrorMessage(r.error);
    };
    expect(message({})).toBe(TRENDS_MSG.termsRequired);
    expect(message({ terms: [' ', ','] })).toBe(TRENDS_MSG.termsRequired);
    expect(message({ terms: ['a,b,c,d,e,f'] })).toBe(TRENDS_MSG.termsTooMany(5));
    expect(message({ terms: ['x'.repeat(101)] })).toBe(TRENDS_MSG.termTooLong(100));
    expect(message({ terms: ['a'], timeframe: 'today 5-y' })).toBe(TRENDS_MSG.timeframeInvalid);
    expect(message({ terms: ['a'], geo: 'ES' })).toBe(TRENDS_MSG.geoInvalid);
    expect(message({ terms: ['a'], type: 'news' })).toBe(TRENDS_MSG.typeInvalid);
    expect(message({ terms: ['a'], colore: 1 })).toBe(TRENDS_MSG.unknownField('colore'));
    expect(message({ terms: 42 })).toBe(TRENDS_MSG.termsRequired);
    // Spec section 7 says terms[]: a bare string is a wrong type like the number.
    expect(message({ terms: 'torcia' })).toBe(TRENDS_MSG.termsRequired);
  });
});

describe('average, trend and change', () => {
  it('compares the first and the last quarter; ±10 % is the threshold', () => {
    // 8 points: quarters of 2. First mean 40, last mean 50: +25 %.
    expect(summariseSeries([40, 40, 45, 45, 45, 45, 50, 50])).toEqual({ interest: 45, trend: 'rising', change: 25 });
    expect(summariseSeries([50, 50, 45, 45, 45, 45, 40, 40])).toEqual({ interest: 45, trend: 'falling', change: -20 });
    expect(summariseSeries([50, 50, 10, 90, 50, 50, 54, 54])).toEqual({ interest: 51, trend: 'stable', change: 8 });
    expect(summariseSeries([50, 50, 50, 55]).trend).toBe('rising'); // exactly +10 %
    expect(summariseSeries([50, 50, 50, 45]).trend).toBe('falling'); // exactly −10 %
    expect(summariseSeries([50, 50, 50, 54.9]).trend).toBe('stable');
  });

  it('edge cases: no points, one point, nothing at the start', () => {
    expect(summariseSeries([])).toEqual({ interest: 0, trend: 'stable', change: 0 });
    expect(summariseSeries([42])).toEqual({ interest: 42, trend: 'stable', change: 0 });
    expect(summariseSeries([0, 0, 0, 0])).toEqual({ interest: 0, trend: 'stable', change: 0 });
    expect(summariseSeries([0, 0, 10, 30])).toEqual({ interest: 10, trend: 'rising', change: null });
    expect(summariseSeries([1, 2, 3]).interest).toBe(2);
    expect(summariseSeries([1, 2, 2]).interest).toBe(1.7);
  });

  it('the result: per term, the partial point shown but not counted, related and regions keyed by term', () => {
    const request = { terms: ['generatore', 'powerbank'], timeframe: 'today 12-m' as const, geo: 'IT' as const, type: 'all' as const };
    const data = buildTrendData(
      request,
      {
        timeline: [
          { time: '2026-01-04T00:00:00.000Z', values: [20, 80], partial: false },
          { time: '2026-01-11T00:00:00.000Z', values: [40, 60], partial: false },
          { time: '2026-01-18T00:00:00.000Z', values: [60, 80], partial: false },
          { time: '2026-01-25T00:00:00.000Z', values: [80, 80], partial: false },
          { time: '2026-02-01T00:00:00.000Z', values: [1, 1], partial: true },
        ],
        related: [{ top: [{ query: 'generatore inverter', value: 100 }], rising: [{ query: 'generatore 2026', value: 7000, breakout: true }] }],
        regions: [[{ code: 'IT-25', name: 'Lombardia', value: 100 }], [{ code: null, name: 'Lazio', value: 55 }]],
      },
      '2026-02-01T10:00:00.000Z',
    );
    expect(data.products).toEqual([
      { term: 'generatore', interest: 50, trend: 'rising', change: 300 },
      { term: 'powerbank', interest: 75, trend: 'stable', change: 0 },
    ]);
    expect(data.topics).toEqual({
      generatore: [
        { query: 'generatore inverter', value: 100, kind: 'top', breakout: false },
        { query: 'generatore 2026', value: 7000, kind: 'rising', breakout: true },
      ],
      powerbank: [],
    });
    expect(data.geography).toEqual({ generatore: [{ region: 'Lombardia', interest: 100, code: 'IT-25' }], powerbank: [{ region: 'Lazio', interest: 55 }] });
    expect(data.timeline.at(-1)).toEqual({ date: '2026-02-01T00:00:00.000Z', values: { generatore: 1, powerbank: 1 }, partial: true });
    expect(data.timeline[0]).toEqual({ date: '2026-01-04T00:00:00.000Z', values: { generatore: 20, powerbank: 80 } });
    expect(data).toMatchObject({ terms: request.terms, timeframe: 'today 12-m', geo: 'IT', fetched_at: '2026-02-01T10:00:00.000Z', cached: false });
  });
});
