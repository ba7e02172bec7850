import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http, HttpResponse } from 'msw';

/**
 * A fake Google Trends at the HTTP level (msw), on https://trends.google.com (TRENDS_BASE_URL's
 * default), shaped like the real answers of ../shared/fixtures/trends/ (every JSON body behind the
 * `)]}'` / `)]}',` prefix):
 *
 *   POST|GET /trends/api/explore?req=…            widgets TIMESERIES, GEO_MAP, GEO_MAP_{i},
 *                                                  RELATED_QUERIES_{i} with tokens
 *   GET /trends/api/widgetdata/multiline           interest over time
 *   GET /trends/api/widgetdata/comparedgeo         interest by region (Italian regions for IT)
 *   GET /trends/api/widgetdata/relatedsearches     related queries, top and rising (one "Impennata")
 *   GET /trends/explore?geo=…                      Google's real 404 page, setting the NID cookie
 *
 * Like the real one, explore answers 429 to a caller without the NID cookie (`fakeTrends.requireCookie`).
 * The terms pizza + bagel get the real recorded answers when ../shared/fixtures/trends/ is there;
 * any other terms get plausible, stable numbers derived from the words (a level, a slope and a
 * season each), so two Italian terms like "generatore, powerbank" give distinct curves.
 *
 * Special terms (any of the terms, case-insensitive) give the failures the screen must survive:
 *   fake-429    explore always 429 (even with the cookie)   fake-500   explore answers 500
 *   fake-lento  explore answers after 60 s (or when the caller gives up)
 *   fake-rotto  explore answers an HTML page with status 200  fake-rete  the connection fails
 *
 * `fakeTrends.requests` records every request (path, terms, cookie sent); `fakeTrends.reset()`.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'fixtures', 'trends');
const OWN = path.join(ROOT, 'tests', 'fixtures', 'trends');
const ORIGIN = /^https:\/\/trends\.google\.com/;

const read = (name: string): string | null => {
  for (const dir of [SHARED, OWN]) {
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8');
    } catch {
      /* next */
    }
  }
  return null;
};

export const FAKE_TRENDS_TERMS = { rateLimited: 'fake-429', server: 'fake-500', slow: 'fake-lento', garbage: 'fake-rotto', network: 'fake-rete' } as const;
const NID = 'NID=511=fake-trends-cookie';

export interface FakeTrendsRequest {
  path: string;
  terms: string[];
  cookie: string | null;
}

const state = { requireCookie: true, requests: [] as FakeTrendsRequest[] };

export const fakeTrends = {
  get requests(): readonly FakeTrendsRequest[] {
    return state.requests;
  },
  /** explore calls (the first step of every analysis). */
  get explores(): FakeTrendsRequest[] {
    return state.requests.filter((r) => r.path === '/trends/api/explore');
  },
  /** false: explore answers without the NID cookie too. */
  set requireCookie(value: boolean) {
    state.requireCookie = value;
  },
  reset() {
    state.requireCookie = true;
    state.requests.length = 0;
  },
};

const json = (body: unknown, prefix = ")]}',\n", status = 200) =>
  new HttpResponse(prefix + JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const html = (body: string, status: number, headers: Record<string, string> = {}) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=UTF-8', ...headers } });

/** A stable number from a word. */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s.toLowerCase()) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}
/** A stable pseudo-random number in [0, 1) for (seed, i). */
const noise = (seed: number, i: number) => ((Math.imul(seed ^ (i * 2654435761), 2246822519) >>> 0) % 10_000) / 10_000;

/** Points of a period: [date, isPartial] from oldest to newest (days, weeks or months). */
function periodPoints(time: string, now = Date.UTC(2026, 10, 20)): Array<[Date, boolean]> {
  const day = 86_400_000;
  const [count, step] = time === 'today 1-m' ? [30, day] : time === 'today 3-m' ? [90, day] : time === 'all' ? [0, 0] : [52, 7 * day];
  if (time === 'all') {
    const months: Array<[Date, boolean]> = [];
    for (let y = 2004, m = 0; Date.UTC(y, m, 1) <= now; m === 11 ? ((m = 0), y++) : m++) months.push([new Date(Date.UTC(y, m, 1)), false]);
    months[months.length - 1]![1] = true;
    return months;
  }
  return Array.from({ length: count }, (_, i) => [new Date(now - (count - 1 - i) * step), i === count - 1] as [Date, boolean]);
}

/** Each term's curve: a level, a slope over the period, a yearly season, some noise; the highest point of all is 100. */
function series(terms: string[], time: string): { points: Array<[Date, boolean]>; values: number[][] } {
  const points = periodPoints(time);
  const raw = terms.map((term) => {
    const h = hash(term);
    const level = 25 + (h % 50);
    const slope = ((h >>> 7) % 81) / 100 - 0.35; // −35 % … +45 % over the period
    const phase = ((h >>> 13) % 12) / 12;
    return points.map(([date], i) => {
      const t = points.length > 1 ? i / (points.length - 1) : 0;
      const season = Math.sin(2 * Math.PI * (date.getUTCMonth() / 12 + phase)) * 0.12;
      return Math.max(0, level * (1 + slope * (t - 0.5) * 2 + season + (noise(h, i) - 0.5) * 0.16));
    });
  });
  const max = Math.max(1, ...raw.flat());
  return { points, values: raw.map((v) => v.map((x) => Math.round((x / max) * 100))) };
}

const ITALIAN_MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const formatDay = (d: Date) => `${d.getUTCDate()} ${ITALIAN_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

function multiline(terms: string[], time: string) {
  const { points, values } = series(terms, time);
  const timelineData = points.map(([date, partial], i) => ({
    time: String(Math.floor(date.getTime() / 1000)),
    formattedTime: formatDay(date),
    formattedAxisTime: formatDay(date),
    value: values.map((v) => v[i]!),
    hasData: values.map((v) => v[i]! > 0),
    formattedValue: values.map((v) => String(v[i]!)),
    ...(partial ? { isPartial: true } : {}),
  }));
  return { default: { timelineData, averages: values.map((v) => Math.round(v.reduce((a, b) => a + b, 0) / Math.max(1, v.length))) } };
}

const REGIONS: Record<string, Array<[string, string]>> = {
  IT: [
    ['IT-25', 'Lombardia'],
    ['IT-62', 'Lazio'],
    ['IT-72', 'Campania'],
    ['IT-82', 'Sicilia'],
    ['IT-34', 'Veneto'],
    ['IT-45', 'Emilia-Romagna'],
    ['IT-21', 'Piemonte'],
    ['IT-75', 'Puglia'],
    ['IT-52', 'Toscana'],
    ['IT-78', 'Calabria'],
    ['IT-88', 'Sardegna'],
    ['IT-42', 'Liguria'],
    ['IT-57', 'Marche'],
    ['IT-65', 'Abruzzo'],
    ['IT-36', 'Friuli-Venezia Giulia'],
    ['IT-32', 'Trentino-Alto Adige'],
    ['IT-55', 'Umbria'],
    ['IT-77', 'Basilicata'],
    ['IT-67', 'Molise'],
    ['IT-23', "Valle d'Aosta"],
  ],
  US: [
    ['US-CA', 'California'],
    ['US-TX', 'Texas'],
    ['US-FL', 'Florida'],
    ['US-NY', 'New York'],
    ['US-IL', 'Illinois'],
    ['US-WA', 'Washington'],
  ],
  GB: [
    ['GB-ENG', 'Inghilterra'],
    ['GB-SCT', 'Scozia'],
    ['GB-WLS', 'Galles'],
    ['GB-NIR', 'Irlanda del Nord'],
  ],
  FR: [
    ['FR-IDF', 'Île-de-France'],
    ['FR-ARA', 'Alvernia-Rodano-Alpi'],
    ['FR-PAC', 'Provenza-Alpi-Costa Azzurra'],
    ['FR-OCC', 'Occitania'],
    ['FR-NAQ', 'Nuova Aquitania'],
  ],
  DE: [
    ['DE-BY', 'Baviera'],
    ['DE-NW', 'Renania Settentrionale-Vestfalia'],
    ['DE-BW', 'Baden-Württemberg'],
    ['DE-BE', 'Berlino'],
    ['DE-HH', 'Amburgo'],
  ],
};

/** One term's interest by region: the best region 100, the smallest ones without data for rare words. */
function comparedgeo(term: string, geo: string) {
  const h = hash(term);
  const regions = REGIONS[geo] ?? REGIONS.IT!;
  const raw = regions.map((_, i) => 30 + noise(h, i + 100) * 70);
  const max = Math.max(...raw);
  return {
    default: {
      geoMapData: regions.map(([geoCode, geoName], i) => {
        const value = Math.round((raw[i]! / max) * 100);
        const hasData = !(i >= regions.length - 2 && h % 3 === 0);
        return { geoCode, geoName, value: [hasData ? value : 0], formattedValue: [hasData ? String(value) : ''], maxValueIndex: 0, hasData: [hasData] };
      }),
    },
  };
}

const TOP_SUFFIXES = ['prezzo', 'amazon', 'migliore', 'recensioni', 'offerta', 'come scegliere', 'usato', 'portatile'];
const RISING_SUFFIXES = ['2026', 'black friday', 'blackout', 'silenzioso'];

function relatedsearches(term: string) {
  const h = hash(term);
  const base = [100, 74, 55, 41, 30, 22, 15, 9];
  const top = TOP_SUFFIXES.map((s, i) => {
    const value = i === 0 ? 100 : Math.max(1, Math.round(base[i]! * (0.85 + noise(h, i) * 0.3)));
    return { query: `${term} ${s}`, value, formattedValue: String(value), hasData: true, link: `/trends/explore?q=${encodeURIComponent(`${term} ${s}`)}` };
  });
  const risingValues = [7250, 250 + (h % 200), 140, 60];
  const rising = RISING_SUFFIXES.map((s, i) => ({
    query: `${term} ${s}`,
    value: risingValues[i]!,
    formattedValue: i === 0 ? 'Impennata' : `+${risingValues[i]}%`,
    link: `/trends/explore?q=${encodeURIComponent(`${term} ${s}`)}`,
  }));
  return { default: { rankedList: [{ rankedKeyword: top }, { rankedKeyword: rising }] } };
}

const keywordItem = (term: string) => ({ complexKeywordsRestriction: { keyword: [{ type: 'BROAD', value: term }] } });

/** The explore answer for these terms: Google's widget list, with our tokens. */
function explore(terms: string[], geo: string, time: string) {
  const geoReq = geo ? { country: geo } : {};
  const common = { requestOptions: { property: '', backend: 'IZG', category: 0 }, userConfig: { userType: 'USER_TYPE_SCRAPER' } };
  const widgets: Array<Record<string, unknown>> = [
    {
      id: 'TIMESERIES',
      token: 'FAKE-TIMESERIES',
      type: 'fe_line_chart',
      title: 'Interesse nel tempo',
      request: { time, resolution: 'WEEK', locale: 'it', comparisonItem: terms.map((t) => ({ geo: geoReq, ...keywordItem(t) })), ...common },
    },
    {
      id: 'GEO_MAP',
      token: 'FAKE-GEO_MAP',
      type: 'fe_multi_heat_map',
      request: {
        geo: geoReq,
        comparisonItem: terms.map((t) => ({ time, ...keywordItem(t) })),
        resolution: 'REGION',
        locale: 'it',
        dataMode: 'PERCENTAGES',
        ...common,
      },
    },
  ];
  terms.forEach((t, i) => {
    const suffix = terms.length === 1 ? '' : `_${i}`;
    widgets.push(
      { id: `TITLE${suffix || '_0'}`, type: 'fe_text', text: { text: t } },
      ...(terms.length === 1
        ? []
        : [
            {
              id: `GEO_MAP${suffix}`,
              token: `FAKE-GEO_MAP${suffix}`,
              type: 'fe_geo_chart_explore',
              bullet: t,
              index: i,
              request: { geo: geoReq, comparisonItem: [{ time, ...keywordItem(t) }], resolution: 'REGION', locale: 'it', ...common },
            },
          ]),
      {
        id: `RELATED_QUERIES${suffix}`,
        token: `FAKE-RELATED_QUERIES${suffix}`,
        type: 'fe_related_searches',
        keywordName: t,
        request: { restriction: { geo: geoReq, time, ...keywordItem(t) }, keywordType: 'QUERY', metric: ['TOP', 'RISING'], language: 'it', ...common },
      },
    );
  });
  if (terms.length === 1) widgets[1] = { ...widgets[1], type: 'fe_geo_chart_explore', request: { ...(widgets[1]!.request as object), dataMode: undefined } };
  return { widgets };
}

/** The real recorded answers for pizza + bagel, by their real tokens. */
function realAnswers(): { explore: string; byToken: Map<string, () => string> } | null {
  const text = read('explore_pizza_bagel.txt');
  const multilineText = read('widgetdata_multiline_pizza_bagel.txt');
  const geoText = read('widgetdata_comparedgeo_pizza_bagel.txt');
  const queries = read('widgetdata_relatedsearches_queries_pizza.txt');
  const topics = read('widgetdata_relatedsearches_topics_pizza.txt');
  if (!text || !multilineText || !geoText || !queries || !topics) return null;
  const widgets = (JSON.parse(text.replace(/^\)\]\}',?\s*/, '')) as { widgets: Array<{ id: string; token?: string }> }).widgets;
  const token = (id: string) => widgets.find((w) => w.id === id)?.token ?? id;
  // The compared map, seen from bagel's side: its value first.
  const bagelGeo = () => {
    const data = JSON.parse(geoText.replace(/^\)\]\}',?\s*/, '')) as { default: { geoMapData: Array<{ value: number[]; hasData: boolean[] }> } };
    for (const r of data.default.geoMapData) {
      r.value = [r.value[1]!];
      r.hasData = [r.hasData[1]!];
    }
    return ")]}',\n" + JSON.stringify(data);
  };
  return {
    explore: text,
    byToken: new Map<string, () => string>([
      [token('TIMESERIES'), () => multilineText],
      [token('GEO_MAP_0'), () => geoText],
      [token('GEO_MAP_1'), bagelGeo],
      [token('RELATED_QUERIES_0'), () => queries],
      [token('RELATED_QUERIES_1'), () => topics],
    ]),
  };
}
const REAL = realAnswers();
const isPizzaBagel = (terms: string[]) => terms.length === 2 && terms[0]!.toLowerCase() === 'pizza' && terms[1]!.toLowerCase() === 'bagel';

/** The terms, period and country inside any request Google's page sends (explore or a widget's). */
function readRequest(url: URL): { terms: string[]; geo: string; time: string } {
  let req: Record<string, unknown> = {};
  try {
    req = JSON.parse(url.searchParams.get('req') ?? '{}') as Record<string, unknown>;
  } catch {
    /* empty */
  }
  type Item = { keyword?: string; geo?: string | { country?: string }; time?: string; complexKeywordsRestriction?: { keyword: Array<{ value: string }> } };
  const restriction = req.restriction as (Item & { geo?: { country?: string } }) | undefined;
  const items = ((req.comparisonItem as Item[] | undefined) ?? (restriction ? [restriction] : [])) as Item[];
  const terms = items.map((i) => i.keyword ?? i.complexKeywordsRestriction?.keyword[0]?.value ?? '').filter(Boolean);
  const geoOf = (g: unknown) => (typeof g === 'string' ? g : ((g as { country?: string } | undefined)?.country ?? ''));
  const geo = geoOf(items[0]?.geo) || geoOf(req.geo) || geoOf(restriction?.geo);
  const time = items[0]?.time ?? (req.time as string | undefined) ?? restriction?.time ?? 'today 12-m';
  return { terms, geo, time };
}

function record(request: Request, url: URL, terms: string[]) {
  state.requests.push({ path: url.pathname, terms, cookie: request.headers.get('cookie') });
}

const exploreHandler = async ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const { terms, geo, time } = readRequest(url);
  record(request, url, terms);
  const special = new Set(terms.map((t) => t.toLowerCase()));
  if (special.has(FAKE_TRENDS_TERMS.network)) return HttpResponse.error();
  if (special.has(FAKE_TRENDS_TERMS.slow)) {
    await Promise.race([delay(60_000), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
  }
  const hasCookie = (request.headers.get('cookie') ?? '').includes('NID=');
  if (special.has(FAKE_TRENDS_TERMS.rateLimited) || (state.requireCookie && !hasCookie)) {
    return html('<html><head><title>Error 429 (Too Many Requests)!!1</title></head><body><p><b>429.</b> That’s an error.</p></body></html>', 429);
  }
  if (special.has(FAKE_TRENDS_TERMS.server)) return html('<html><body><p><b>500.</b> That’s an error.</p></body></html>', 500);
  if (special.has(FAKE_TRENDS_TERMS.garbage)) return html(read('explore_404_html_page.html') ?? '<html><body>Google</body></html>', 200);
  if (REAL && isPizzaBagel(terms)) return new HttpResponse(REAL.explore, { headers: { 'content-type': 'application/json; charset=utf-8' } });
  return json(explore(terms, geo, time), ")]}'\n");
};

export const trendsHandlers = [
  http.post(new RegExp(`${ORIGIN.source}/trends/api/explore`), exploreHandler),
  http.get(new RegExp(`${ORIGIN.source}/trends/api/explore`), exploreHandler),
  http.get(new RegExp(`${ORIGIN.source}/trends/api/widgetdata/(multiline|comparedgeo|relatedsearches)`), ({ request }) => {
    const url = new URL(request.url);
    const { terms, geo, time } = readRequest(url);
    record(request, url, terms);
    const real = REAL?.byToken.get(url.searchParams.get('token') ?? '');
    if (real) return new HttpResponse(real(), { headers: { 'content-type': 'application/json; charset=utf-8' } });
    const kind = url.pathname.split('/').pop();
    if (kind === 'multiline') return json(multiline(terms, time));
    if (kind === 'comparedgeo') return json(comparedgeo(terms[0] ?? '', geo || 'IT'));
    return json(relatedsearches(terms[0] ?? ''));
  }),
  // The cookie page: the real 404 page Google sends to /trends/explore, with the NID cookie (its
  // path keeps msw's own cookie jar from adding it to the API calls: the client must send it).
  http.get(new RegExp(`${ORIGIN.source}/trends/explore`), ({ request }) => {
    const url = new URL(request.url);
    record(request, url, []);
    return html(read('explore_404_html_page.html') ?? '<html><body>404</body></html>', 404, {
      'set-cookie': `${NID}; expires=Tue, 26-May-2027 09:00:00 GMT; path=/trends/explore; domain=.google.com; HttpOnly`,
    });
  }),
];
