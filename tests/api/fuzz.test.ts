import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schemasDashboard from '../../common/schemas-dashboard.ts';
import * as schemasGuides from '../../common/schemas-guides.ts';
import * as schemasImages from '../../common/schemas-images.ts';
import * as schemasNews from '../../common/schemas-news.ts';
import * as schemasPrompts from '../../common/schemas-prompts.ts';
import * as schemasReviews from '../../common/schemas-reviews.ts';
import * as schemasSite from '../../common/schemas-site.ts';
import * as schemasTrends from '../../common/schemas-trends.ts';
import * as schemas from '../../common/schemas.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { ADMIN, cookieFrom, createTestApp, type TestApp } from '../helpers/app.ts';
import { SQL_INJECTIONS, looksItalian } from '../helpers/fuzz.ts';
import { handlers } from '../mocks/handlers.ts';
import { resetFakes } from './fakes.ts';

/**
 * Property-based robustness: every API route (app.registeredRoutes, public and private)
 * gets random and malformed bodies (any JSON, objects with the real field names holding wrong
 * types, huge and negative numbers, long and odd unicode strings, nested arrays; broken JSON,
 * wrong content types, empty bodies), random query strings (the known keys and random ones,
 * repeated keys, percent garbage) and random path parameters, anonymously and logged in (session
 * cookie + the site's Origin). Property: never a 5xx; an error is JSON with an Italian `error`;
 * a success that says JSON is JSON. Outside services answer from the fakes (tests/mocks); anything
 * else is refused by a catch-all, so nothing reaches the network. Seed: FUZZ_SEED (fixed default).
 */

const ORIGIN = 'http://localhost:3000';
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const HEAVY = /^POST \/api\/(fonti-feed\/leggi|notizie\/ingest-feed|prodotti\/aggiorna)$/;
fc.configureGlobal({ numRuns: RUNS, endOnFailure: true });

/** Requests no fake claims: refused (a network error), and listed so the test can show none was tried by accident. */
const refused: string[] = [];
const outside = setupServer(
  ...handlers,
  http.all('*', ({ request }) => {
    refused.push(request.url);
    return HttpResponse.error();
  }),
);

let t: TestApp;
let staff = '';
let adminId = 0;
let loginCount = 0;

/** A live staff session: logs in again (fresh address, the account's current name) when a fuzzed call ended it. */
async function ensureSession(): Promise<void> {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: staff } });
  if ((me.json() as { authenticated: boolean }).authenticated) return;
  const { username } = await t.db.kysely.selectFrom('users').select('username').where('id', '=', adminId).executeTakeFirstOrThrow();
  loginCount++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: ADMIN.password },
    remoteAddress: `10.77.${Math.floor(loginCount / 250)}.${loginCount % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`login fallito: ${res.statusCode} ${res.body}`);
  staff = cookieFrom(res);
}

/** Every field name the API's schemas know (zod objects, also inside refine/transform pipes). */
function fieldNames(): string[] {
  // keyValueSchema(name) is built per key: its field is named here.
  const names = new Set<string>(['value']);
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 4) return;
    const v = value as { shape?: Record<string, unknown>; def?: { in?: unknown; out?: unknown; innerType?: unknown; schema?: unknown } };
    for (const [k, inner] of Object.entries(v.shape && typeof v.shape === 'object' ? v.shape : {})) {
      names.add(k);
      visit(inner, depth + 1);
    }
    for (const inner of [v.def?.in, v.def?.out, v.def?.innerType, v.def?.schema]) visit(inner, depth + 1);
  };
  for (const mod of [schemas, schemasDashboard, schemasGuides, schemasImages, schemasNews, schemasPrompts, schemasReviews, schemasSite, schemasTrends]) {
    for (const value of Object.values(mod)) visit(value, 0);
  }
  return [...names].sort();
}

const QUERY_KEYS = ['q', 'fonte', 'stato', 'limit', 'offset', 'tipo', 'active', 'sort', 'order', 'asin', 'query', 'id', 'categoria'];

/** Path parameters: ids out of range or not ids at all, encodings, traversal, unicode, plausible ids. */
const paramArb = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '2',
    '3',
    '1e99',
    '1.5',
    '0x10',
    'abc',
    '%00',
    '..%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%zz',
    '%',
    '%E0%A4%A',
    '99999999999999999999',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740993',
    '%F0%9F%92%A5',
    '%C3%A8',
    'openai',
    'unsplash',
    'una-notizia',
    ' 1',
    '1%20',
    '+1',
    '01',
    '1,2',
    '[1]',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
  ),
  fc.integer({ min: -5, max: 30 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(...SQL_INJECTIONS).map(encodeURIComponent),
);

/** Query strings as raw text: known and random keys, repeated keys, arrays, percent garbage. */
const rawValueArb = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
  fc.constantFrom('', '%', '%zz', '%E0%A4%A', '%00', '%ff', '+', '%2B', '-1', '0', '1e99', 'NaN', 'true', 'bozza', 'pubblicata', 'desc', 'titolo', '1', '201', 'x'.repeat(300)),
  fc.constantFrom(...SQL_INJECTIONS).map(encodeURIComponent),
);
const rawKeyArb = fc.oneof(
  fc.constantFrom(...QUERY_KEYS, ...QUERY_KEYS.map((k) => `${k}[]`), ...QUERY_KEYS.map((k) => `${k}[a]`), '__proto__', 'constructor', '%zz', '', '%00'),
  fc.stringMatching(/^k[a-f0-9]{1,8}$/),
);
const queryArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 4,
    arbitrary: fc.array(fc.tuple(rawKeyArb, rawValueArb), { maxLength: 6 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '')),
  },
  { weight: 1, arbitrary: fc.constantFrom('?', '?&&', '?=', '?==1', '?limit', '?limit=1&limit=2', '?stato=bozza&stato=pubblicata', '?q=%', '?%') },
);

/** Values of the wrong (and sometimes right) type for a field. */
const valueArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1, 2, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-1',
    '1e99',
    '',
    ' ',
    'true',
    'null',
    '2026-13-45',
    '2026-11-23T09:30:00Z',
    'https://images.unsplash.com/photo-1',
    'http://127.0.0.1/',
    'javascript:alert(1)',
    'B0SCORTA01',
    'bozza',
    'pubblicata',
    'notizia',
    'recensione',
    'guida',
    'openai',
    'it',
  ),
  fc.constantFrom(...SQL_INJECTIONS),
  fc.constant('x'.repeat(70_000)),
  fc.constant('è'.repeat(5_000)),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 40 }), fc.string({ maxLength: 5 })), { maxLength: 12 }),
  fc.constant([[[[[[[[[]]]]]]]]]),
  fc.boolean(),
  fc.constant(null),
);

/**
 * A valid body for the routes that store or generate something: the fuzzer changes or drops one
 * field (or adds one), so the input passes most of the validation and reaches the services.
 */
const TEMPLATES: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { username: ADMIN.username, password: 'sbagliata-123' },
  'POST /api/contatti': {
    nome: 'Anna Rossi',
    email: 'anna@example.it',
    oggetto: 'Una domanda',
    messaggio: 'Un messaggio abbastanza lungo per passare.',
    consenso: true,
  },
  'POST /api/prodotti': { asin_prodotto: 'B0SCORTA01', nome_prodotto: 'Radio a manovella', prezzo_originale: 39.9, valutazione_prodotto: 4.5 },
  'PUT /api/prodotti/:id': { nome_prodotto: 'Radio a manovella', prezzo_scontato: 29.9 },
  'POST /api/asin-info': { asin_prodotto: 'B0FUZZ0001', nome_prodotto: 'Torcia' },
  'POST /api/categorie-prodotti': { nome: 'Luci', descrizione: 'Torce e lanterne' },
  'PUT /api/categorie-prodotti/:id': { nome: 'Luci', descrizione: 'Torce e lanterne' },
  'POST /api/notizie': {
    titolo: 'Allerta meteo in Liguria',
    sommario: 'Piogge forti.',
    fonte: 'ANSA',
    stato: 'bozza',
    data_pubblicazione: '2026-11-23T09:30:00Z',
  },
  'PUT /api/notizie/:id': { titolo: 'Allerta meteo in Liguria', contenuto: '<p>Testo</p>', rilevanza: 3, tag: 'meteo' },
  'POST /api/notizie/bozze': {
    titolo: 'Blackout in centro',
    link: 'https://notizie.scorta.test/articoli/blackout',
    fonte: 'Prova',
    sommario: 'Lavori alla rete.',
  },
  'POST /api/notizie/persisti': { articoli: [{ titolo: 'Blackout in centro', link: 'https://notizie.scorta.test/articoli/blackout' }] },
  'POST /api/notizie/sintetizza': { titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.' },
  'POST /api/notizie/genera': { titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.', fonte: 'ANSA' },
  'POST /api/fonti-feed': { url: 'https://feed.scorta.test/atom', nome: 'Atom' },
  'PATCH /api/fonti-feed/:id': { nome: 'Atom', attivo: false },
  'POST /api/reindirizzamenti': { da: '/pagina-fuzz', a: '/guide' },
  'POST /api/prompts': { titolo: 'Prompt di prova', tipo: 'notizia', testo: 'Scrivi la notizia in italiano.' },
  'PUT /api/prompts/:id': { titolo: 'Prompt di prova', tipo: 'recensione', testo: 'Scrivi la recensione.', is_active: true },
  'POST /api/prompts/genera': { titolo: 'Prompt', tipo: 'guida', direttive: 'Tono sobrio.', lingua: 'it' },
  'POST /api/utenti': { username: 'collega', password: 'Password-Lunga-1' },
  'PUT /api/utenti/:id': { username: 'collega2', password: 'Password-Lunga-2' },
  'PUT /api/keys/:name': { value: 'sk-fuzz-1234567890' },
  'POST /api/chi-siamo': { contenuto: '<p>Chi siamo</p>' },
  'PUT /api/chi-siamo/:id': { contenuto: '<p>Chi siamo</p>' },
  'PATCH /api/messaggi/:id': { letto: true },
  'POST /api/guide': { titolo: 'Guida alle torce', contenuto: { introduzione: '<p>Intro</p>', sezioni: [], conclusione: '<p>Fine</p>' }, prodotti: [1, 2] },
  'PUT /api/guide/:id': { titolo: 'Guida alle torce', prodotti: [1] },
  'POST /api/guide/genera': { titolo: 'Guida alle torce', prodotti: [1, 2] },
  'POST /api/guide/:id/pubblica': { conferme: [{ testo: '20 ore', fonte: 'Scheda tecnica del produttore' }] },
  'POST /api/recensioni/genera/:id': { id_prompt: 1 },
  'PUT /api/recensioni/:id': { recensione_prodotto: '<p>Buona torcia.</p>', titolo: 'Recensione' },
  'POST /api/recensioni/:id/pubblica': { conferme: [{ testo: '20 ore', fonte: 'Scheda tecnica del produttore' }] },
  'POST /api/trends/analyze': { terms: ['kit emergenza', 'torcia'], timeframe: 'today 12-m', geo: 'IT', type: 'all' },
  'POST /api/immagini': {
    id: 'aBcD123_xyz',
    url: 'https://images.unsplash.com/photo-1500000000000-abc?w=1080',
    autore: 'Anna',
    autore_link: 'https://unsplash.com/@anna',
    download_location: 'https://api.unsplash.com/photos/aBcD123_xyz/download',
    query: 'torcia',
  },
};

/** The template of a route (the categorie_prodotti spelling shares categorie-prodotti's). */
const templateOf = (method: string, url: string) => TEMPLATES[`${method} ${url.replace('categorie_prodotti', 'categorie-prodotti')}`];

function mutatedArb(template: Record<string, unknown>, fields: string[]): fc.Arbitrary<BodyCase> {
  const keys = Object.keys(template);
  return fc
    .oneof(
      fc.tuple(fc.constantFrom(...keys), valueArb).map(([k, v]) => ({ ...template, [k]: v })),
      fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(template).filter(([key]) => key !== k))),
      fc.tuple(fc.constantFrom(...fields), valueArb).map(([k, v]) => ({ ...template, [k]: v })),
      fc.constant(template),
    )
    .map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' }));
}

interface BodyCase {
  payload?: string;
  contentType?: string;
}

function bodyArb(fields: string[], template?: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const json = (value: unknown): BodyCase => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    { weight: template ? 6 : 0, arbitrary: template ? mutatedArb(template, fields) : fc.constant<BodyCase>({}) },
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...fields), valueArb, { maxKeys: 8 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.dictionary(fc.constantFrom(...fields), valueArb, { maxKeys: 5 }), fc.dictionary(fc.stringMatching(/^k[a-f0-9]{1,6}$/), valueArb, { maxKeys: 2 }))
        .map(([a, b]) => json({ ...a, ...b })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    { weight: 1, arbitrary: fc.constant<BodyCase>({}) },
    {
      weight: 2,
      arbitrary: fc.record({
        payload: fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.constantFrom(
            '',
            ' ',
            '{',
            '{"a":',
            '[1,2',
            'null',
            'true',
            '"x"',
            '1e99999',
            '{"a":1}{"b":2}',
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{"x":1}}}',
            '\u0000',
            '{"titolo":"\u0000"}',
            '<?xml version="1.0"?><a/>',
            'a=1&b=2&consenso=on',
            'username=admin&password=x',
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
            '\uFEFF{}',
            '{"a":"\\ud800"}',
            '['.repeat(5000) + ']'.repeat(5000),
          ),
        ),
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json-patch+json',
          'application/octet-stream',
          '',
          'json',
          undefined,
        ),
      }),
    },
  );
}

interface Call {
  method: string;
  url: string;
  staff: boolean;
  body: BodyCase;
}

async function send(call: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (call.staff) Object.assign(headers, { cookie: staff, origin: ORIGIN });
  if (call.body.contentType !== undefined) headers['content-type'] = call.body.contentType;
  const options: InjectOptions = { method: call.method as InjectOptions['method'], url: call.url, headers };
  if (call.body.payload !== undefined && call.method !== 'GET') options.payload = call.body.payload;
  return t.app.inject(options);
}

/** The property: below 500; an error is JSON {error: Italian}; a success that says JSON parses. */
function check(call: Call, res: LightMyRequestResponse): void {
  const label = `${call.staff ? 'staff' : 'anonimo'} ${call.method} ${call.url.slice(0, 200)} ${JSON.stringify(call.body).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400) {
    expect(type, label).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { error?: unknown };
    expect(looksItalian(body.error), label).toBe(true);
  } else if (type.startsWith('application/json')) {
    expect(() => JSON.parse(res.body), label).not.toThrow();
  }
}

/** Routes to fuzz, the ones that end sessions or accounts last. */
function routesToFuzz(): Array<{ method: string; url: string }> {
  const seen = new Set<string>();
  const out: Array<{ method: string; url: string }> = [];
  for (const r of t.app.registeredRoutes) {
    if (r.method === 'HEAD' || r.method === 'OPTIONS') continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, url: r.url });
  }
  const last = (r: { method: string; url: string }) => /auth\/logout|utenti/.test(r.url) || r.method === 'DELETE';
  return [...out.filter((r) => !last(r)), ...out.filter(last)];
}

beforeAll(async () => {
  resetFakes();
  outside.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({
    SITE_URL: ORIGIN,
    OPENAI_API_KEY: 'sk-fuzz-0000',
    OPENAI_TIMEOUT_MS: '1000',
    UNSPLASH_ACCESS_KEY: 'chiave-unsplash-fuzz',
    UNSPLASH_TIMEOUT_MS: '500',
    AMAZON_TIMEOUT_MS: '500',
    AMAZON_REFRESH_SPACING_MS: '0',
    TRENDS_TIMEOUT_MS: '500',
    FEED_TIMEOUT_MS: '300',
    ARTICLE_TIMEOUT_MS: '300',
    FEED_URLS: 'https://feed.scorta.test/rss',
  });
  await seedDemoContent(t.services);
  adminId = (await t.db.kysely.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow()).id;
  await ensureSession();
});

afterAll(async () => {
  // Let a refresh of every product started by a fuzzed call finish before the database closes.
  await t?.services.productRefresh.settled();
  outside.close();
  await t?.close();
  resetFakes();
});

describe('every API route survives random and malformed input', () => {
  it('knows the routes, the field names and the templates it fuzzes', () => {
    const routes = routesToFuzz();
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(TEMPLATES).filter((k) => !known.has(k))).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((r) => !t.app.registeredRoutes.find((x) => x.url === r.url && x.method === r.method)!.isPublic)).toBe(true);
    const names = fieldNames();
    expect(['titolo', 'username', 'password', 'prodotti', 'terms', 'consenso', 'letto', 'value', 'articoli'].filter((n) => !names.includes(n))).toEqual([]);
  });

  it('regression cases found by the fuzzer answer in Italian without a 5xx', async () => {
    await ensureSession();
    const cases: Call[] = [
      // PostgreSQL refused a NUL in a query parameter, a path parameter and a body (500).
      { method: 'GET', url: '/api/notizie?q=%00', staff: false, body: {} },
      { method: 'GET', url: '/api/notizie/slug/%00', staff: false, body: {} },
      { method: 'POST', url: '/api/auth/login', staff: false, body: { payload: '{"username":"\\u0000","password":"x"}', contentType: 'application/json' } },
      { method: 'POST', url: '/api/categorie-prodotti', staff: true, body: { payload: '{"nome":"a\\u0000b"}', contentType: 'application/json' } },
      // A path that does not percent-decode: Fastify's router answered {"error":"Bad Request","code":"FST_ERR_BAD_URL",…}.
      { method: 'GET', url: '/api/prodotti/%E0%A4%A', staff: true, body: {} },
      { method: 'GET', url: '/api/prodotti/%zz?q=1', staff: false, body: {} },
      { method: 'DELETE', url: '/api/utenti/%', staff: true, body: {} },
      // A path no route matches once normalised: Fastify's own 404 said "Route DELETE:/ not found".
      { method: 'DELETE', url: '/api/%2e%2e?x=1', staff: true, body: {} },
    ];
    for (const call of cases) {
      const res = await send(call);
      check(call, res);
      expect(res.statusCode, call.url).toBe(call.url.includes('%2e%2e') ? 404 : 400);
    }
  });

  const fields = () => fieldNames();
  it('property: never a 5xx, errors are JSON with an Italian `error` (all routes, anonymous and staff)', async () => {
    const names = fields();
    let calls = 0;
    const statuses: Record<number, number> = {};
    for (const [index, route] of routesToFuzz().entries()) {
      await ensureSession();
      const params = [...route.url.matchAll(/:(\w+)/g)].length;
      const arb = fc.record({
        params: fc.array(paramArb, { minLength: params, maxLength: params }),
        wildcard: fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent), paramArb),
        query: queryArb,
        staff: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        body: bodyArb(names, templateOf(route.method, route.url)),
      });
      await fc.assert(
        fc.asyncProperty(arb, async (input) => {
          let i = 0;
          const path = route.url.replace(/:(\w+)/g, () => input.params[i++]!).replace(/\*$/, input.wildcard);
          const call: Call = { method: route.method, url: `${path}${input.query}`, staff: input.staff, body: input.body };
          calls++;
          const res = await send(call);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          check(call, res);
        }),
        // Routes that read every feed or refresh every product take no input and cost a second each.
        // Each route its own seed (one seed for all would send every route the same inputs).
        { seed: SEED + index, numRuns: HEAVY.test(`${route.method} ${route.url}`) ? Math.min(RUNS, 4) : RUNS },
      );
    }
    console.log(`fuzz: ${calls} richieste, seed ${SEED}, stati ${JSON.stringify(statuses)}, rifiutate ${refused.length} ${JSON.stringify([...new Set(refused)].slice(0, 10))}`);
    expect(calls).toBeGreaterThan(60 * RUNS);
    // Only the fakes answered: what no fake claims was refused, never sent (a random feed address, say).
    expect(refused.every((u) => !/^https?:\/\/(www\.)?(amazon\.|api\.openai\.com|api\.unsplash\.com|trends\.google)/.test(u))).toBe(true);
  }, 240_000);
});
