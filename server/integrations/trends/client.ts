import { TRENDS_MSG } from '../../../common/messages-trends.ts';
import { withoutTrailingSlashes } from '../../../common/text.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import { systemClock } from '../../lib/clock.ts';
import type { TrendsQuery, TrendsSnapshot, TrendsSource } from '../../domain/ports.ts';
import { createHttpClient, type HttpResponse } from '../http.ts';
import { type ExploreWidgets, invalidTrends, parseComparedGeo, parseExplore, parseMultiline, parseRelated, parseTrendsJson, type TrendsWidget } from './parse.ts';

/**
 * Google Trends has no official API: this client speaks to the endpoints of its own web page
 * (decision 0014), as pytrends does.
 *
 * 1. POST /trends/api/explore?hl=it&tz=…&req={comparisonItem:[{keyword, geo, time}], category: 0,
 *    property: ''} → widgets, each with a request and a token;
 * 2. with those: GET /trends/api/widgetdata/multiline (interest over time), /comparedgeo per term
 *    (interest by region) and /relatedsearches per term (related queries, top and rising).
 *
 * Google refuses explore with 429 when the caller has no NID cookie: on a 429 the client loads
 * the explore page once to get one (any status: the cookie comes with a 404 too) and asks again;
 * a second 429 is 'rate-limited' with an Italian message to retry later. 5xx and network errors of
 * a widget call are retried once; every failure is an OutsideServiceError('trends', …).
 */
export const TRENDS_TIMEOUT_MS = 10_000;
/** Widget calls in flight at once (up to 11 for five terms). */
const CONCURRENCY = 3;

const HEADERS: Record<string, string> = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  accept: 'application/json, text/plain, */*',
  'accept-language': 'it-IT,it;q=0.9,en;q=0.6',
};

/** Google's tz parameter: minutes behind UTC (like Date#getTimezoneOffset) in Italy right now. */
export function italianTzOffset(now = systemClock.now()): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'shortOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '+' ? -minutes : minutes;
}

/** Our words for the generic failures: every message says to retry later. */
function reword(err: OutsideServiceError, timeoutMs: number): OutsideServiceError {
  const status = Number(/HTTP (\d+)/.exec(err.causeDetail ?? '')?.[1] ?? 503);
  const message = {
    timeout: TRENDS_MSG.timeout(Math.max(1, Math.round(timeoutMs / 1000))),
    network: TRENDS_MSG.network,
    server: TRENDS_MSG.server(status),
    'rate-limited': TRENDS_MSG.rateLimited,
  }[err.failure as 'timeout' | 'network' | 'server' | 'rate-limited'];
  if (message) return new OutsideServiceError('trends', err.failure, message, {}, err.causeDetail);
  if (err.failure === 'invalid-response') return invalidTrends(err.causeDetail ?? 'risposta non valida');
  return err;
}

/** Runs the tasks with at most `limit` at once, in order of the results. */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export function createTrendsClient(config: { trendsBaseUrl: string; trendsTimeoutMs?: number }, options: { backoffMs?: number; now?: () => Date } = {}): TrendsSource {
  const base = withoutTrailingSlashes(config.trendsBaseUrl);
  const timeoutMs = config.trendsTimeoutMs ?? TRENDS_TIMEOUT_MS;
  const http = createHttpClient({
    service: 'trends',
    timeoutMs,
    retries: 1,
    backoffMs: options.backoffMs ?? 1_000,
    maxRetryAfterMs: 5_000,
    maxBytes: 4 * 1024 * 1024,
    // A 429 is not worth repeating at once: it is handled below (cookie, then give up).
    retryStatuses: [500, 502, 503, 504],
  });
  /** Google's NID cookie, shared by every request of this process once obtained. */
  let cookie: string | null = null;

  const headers = () => (cookie ? { ...HEADERS, cookie } : HEADERS);
  const tz = () => String(italianTzOffset(options.now?.()));

  async function call(url: string, init: { method?: string; signal?: AbortSignal }): Promise<HttpResponse> {
    try {
      return await http.request(url, { method: init.method, headers: headers(), signal: init.signal, retry: true });
    } catch (err) {
      throw err instanceof OutsideServiceError ? reword(err, timeoutMs) : err;
    }
  }

  /** The answer's JSON, or the typed failure for its status. */
  function read(res: HttpResponse, what: string): unknown {
    if (res.status === 429) throw reword(http.statusError(429), timeoutMs);
    if (res.status >= 500) throw reword(http.statusError(res.status), timeoutMs);
    // 4xx other than 429 means the endpoint or the request changed on Google's side.
    if (res.status >= 400) throw invalidTrends(`${what}: HTTP ${res.status}`);
    return parseTrendsJson(res.text(), what);
  }

  /** Loads the explore page for its cookies (Google sets NID even on a 404 page). */
  async function refreshCookie(geo: string, signal?: AbortSignal): Promise<void> {
    const res = await call(`${base}/trends/explore?${new URLSearchParams({ geo, hl: 'it' })}`, { signal });
    const pairs = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!.trim())
      .filter((c) => c.includes('='));
    if (pairs.length) cookie = pairs.join('; ');
  }

  async function explore(query: TrendsQuery, signal?: AbortSignal): Promise<ExploreWidgets> {
    const req = {
      comparisonItem: query.terms.map((keyword) => ({ keyword, geo: query.geo, time: query.timeframe })),
      category: 0,
      property: '',
    };
    const url = `${base}/trends/api/explore?${new URLSearchParams({ hl: 'it', tz: tz(), req: JSON.stringify(req) })}`;
    let res = await call(url, { method: 'POST', signal });
    if (res.status === 429) {
      await refreshCookie(query.geo, signal);
      res = await call(url, { method: 'POST', signal });
    }
    return parseExplore(read(res, 'explore'), query.terms.length);
  }

  async function widget(kind: 'multiline' | 'comparedgeo' | 'relatedsearches', w: TrendsWidget, signal?: AbortSignal): Promise<unknown> {
    const params = new URLSearchParams({ hl: 'it', tz: tz(), req: JSON.stringify(w.request), token: w.token });
    return read(await call(`${base}/trends/api/widgetdata/${kind}?${params}`, { signal }), kind);
  }

  return {
    async fetch(query: TrendsQuery, signal?: AbortSignal): Promise<TrendsSnapshot> {
      if (query.terms.length === 0) throw invalidTrends('nessun termine');
      const widgets = await explore(query, signal);
      const n = query.terms.length;
      const [timeline, perTerm] = await Promise.all([
        widget('multiline', widgets.timeseries, signal).then((json) => parseMultiline(json, n)),
        pool<[TrendsSnapshot['regions'][number], TrendsSnapshot['related'][number]]>(
          query.terms.map((_, i) => async () => {
            const g = widgets.geo[i];
            const r = widgets.related[i];
            const regions = g ? parseComparedGeo(await widget('comparedgeo', g.widget, signal), g.index) : [];
            const related = r ? parseRelated(await widget('relatedsearches', r, signal)) : { top: [], rising: [] };
            return [regions, related];
          }),
          CONCURRENCY - 1,
        ),
      ]);
      return { timeline, regions: perTerm.map(([g]) => g), related: perTerm.map(([, r]) => r) };
    },
  };
}
