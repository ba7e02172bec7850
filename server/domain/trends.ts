import { createHash } from 'node:crypto';
import { type TrendData, type TrendDirection, trendErrorMessage, type TrendProduct, type TrendRequest, trendRequestSchema } from '../../common/schemas-trends.ts';
import type { Db } from '../db/index.ts';
import { addMs } from '../lib/time.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { badRequest } from './errors.ts';
import type { TrendsSnapshot, TrendsSource } from './ports.ts';

/**
 * The 'Analisi Tendenze' (spec sections 3, 5, 7, 9): validates the request, asks Google
 * Trends (through the TrendsSource port) and turns its numbers into the spec's result — per term
 * the average interest, the trend and the change, related queries (top and rising) and interest by
 * region — plus the series behind the chart.
 *
 * Results are cached for an hour in the database (`trends_cache`), so every instance shares them
 * and Google is asked at most once an hour for the same terms, period and country. An expired row
 * is replaced; a failure is never cached. Identical requests arriving together on one instance
 * share one call.
 */
export const TRENDS_CACHE_MS = 60 * 60 * 1000;

/** A change of at least ±10 % between the first and the last quarter is a trend; less is stable. */
export const TREND_THRESHOLD_PCT = 10;

/** Related queries kept per list (Google sends up to 25). */
const MAX_RELATED = 25;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * Average, trend and change of one term's series. The trend compares the mean of the first
 * quarter of the points with the mean of the last quarter (at least one point each): a change of
 * +10 % or more is 'rising', −10 % or less 'falling', anything between 'stable'. When the first
 * quarter is all zero the change in percent is undefined (null): 'rising' if the last quarter has
 * any interest, else 'stable'.
 */
export function summariseSeries(values: readonly number[]): Omit<TrendProduct, 'term'> {
  const n = values.length;
  if (n === 0) return { interest: 0, trend: 'stable', change: 0 };
  const quarter = Math.max(1, Math.floor(n / 4));
  const first = mean(values.slice(0, quarter));
  const last = mean(values.slice(n - quarter));
  let change: number | null;
  let trend: TrendDirection;
  if (first === 0) {
    change = last === 0 ? 0 : null;
    trend = last > 0 ? 'rising' : 'stable';
  } else {
    change = round1(((last - first) / first) * 100);
    trend = change >= TREND_THRESHOLD_PCT ? 'rising' : change <= -TREND_THRESHOLD_PCT ? 'falling' : 'stable';
  }
  return { interest: round1(mean(values)), trend, change };
}

/** The spec's result from Google's numbers (lists indexed like the terms). */
export function buildTrendData(request: TrendRequest, snapshot: TrendsSnapshot, fetchedAt: string): TrendData {
  const { terms } = request;
  const complete = snapshot.timeline.filter((p) => !p.partial);
  // The last, incomplete interval would drag every average down: it is shown but not counted.
  const counted = complete.length ? complete : snapshot.timeline;
  const perTerm = <T>(fn: (term: string, i: number) => T): Record<string, T> => Object.fromEntries(terms.map((t, i) => [t, fn(t, i)]));
  return {
    products: terms.map((term, i) => ({ term, ...summariseSeries(counted.map((p) => p.values[i] ?? 0)) })),
    topics: perTerm((_, i) => {
      const related = snapshot.related[i] ?? { top: [], rising: [] };
      return [
        ...related.top.slice(0, MAX_RELATED).map((k) => ({ query: k.query, value: k.value, kind: 'top' as const, breakout: false })),
        ...related.rising.slice(0, MAX_RELATED).map((k) => ({ query: k.query, value: k.value, kind: 'rising' as const, breakout: k.breakout })),
      ];
    }),
    geography: perTerm((_, i) => (snapshot.regions[i] ?? []).map((r) => ({ region: r.name, interest: r.value, ...(r.code ? { code: r.code } : {}) }))),
    timeline: snapshot.timeline.map((p) => ({ date: p.time, values: perTerm((_, i) => p.values[i] ?? 0), ...(p.partial ? { partial: true } : {}) })),
    terms,
    timeframe: request.timeframe,
    geo: request.geo,
    fetched_at: fetchedAt,
    cached: false,
  };
}

export class TrendsService {
  private readonly inFlight = new Map<string, Promise<TrendData>>();
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    private readonly source: TrendsSource,
    options: { ttlMs?: number } = {},
    private readonly clock: Clock = systemClock,
  ) {
    this.ttlMs = options.ttlMs ?? TRENDS_CACHE_MS;
  }

  /** Checks the request (400 with the spec's Italian sentences), then answers from the cache or Google. */
  async analyze(input: unknown, signal?: AbortSignal): Promise<TrendData> {
    const checked = trendRequestSchema.safeParse(input ?? {});
    if (!checked.success) throw badRequest(trendErrorMessage(checked.error));
    const request = checked.data;
    const key = createHash('sha256').update(this.describe(request)).digest('hex');
    const cached = await this.readCache(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndStore(key, request, signal).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The request as it is keyed: the same terms in the same order, period, country, language. */
  private describe(request: TrendRequest): string {
    return JSON.stringify({ terms: request.terms, timeframe: request.timeframe, geo: request.geo, hl: 'it' });
  }

  private async readCache(key: string): Promise<TrendData | null> {
    const row = await this.db.kysely.selectFrom('trends_cache').select(['risultato']).where('chiave', '=', key).where('expires_at', '>', this.clock.nowIso()).executeTakeFirst();
    if (!row) return null;
    try {
      return { ...(JSON.parse(row.risultato) as TrendData), cached: true };
    } catch {
      return null;
    }
  }

  private async fetchAndStore(key: string, request: TrendRequest, signal?: AbortSignal): Promise<TrendData> {
    const snapshot = await this.source.fetch({ terms: request.terms, timeframe: request.timeframe, geo: request.geo }, signal);
    const now = this.clock.nowIso();
    const data = buildTrendData(request, snapshot, now);
    const row = { richiesta: this.describe(request), risultato: JSON.stringify(data), created_at: now, expires_at: addMs(now, this.ttlMs) };
    await this.db.kysely.deleteFrom('trends_cache').where('expires_at', '<=', now).execute();
    await this.db.kysely
      .insertInto('trends_cache')
      .values({ chiave: key, ...row })
      .onConflict((oc) => oc.column('chiave').doUpdateSet(row))
      .execute();
    return data;
  }
}
