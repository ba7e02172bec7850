import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FEED_URLS, loadConfig, redactUrl } from '../../server/config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-config-'));
const base = () => ({ DATA_DIR: tmp() });

describe('config', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig(base());
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.seedDemo).toBe(true);
    expect(c.siteName).toBe('Pronti a Tutto');
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.amazon.baseUrl).toBe('https://www.amazon.it');
    expect(c.unsplash.apiUrl).toBe('https://api.unsplash.com');
    expect(c.trendsBaseUrl).toBe('https://trends.google.com');
    expect(c.feedUrls).toEqual(DEFAULT_FEED_URLS);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.openai).toEqual({ apiKey: undefined, baseUrl: undefined, model: 'gpt-4.1-mini', timeoutMs: 90_000 });
  });

  it('generates APP_SECRET once into DATA_DIR with mode 0600 and reuses it', () => {
    const env = base();
    const a = loadConfig(env);
    const b = loadConfig(env);
    expect(a.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.appSecret).toBe(a.appSecret);
    const mode = fs.statSync(path.join(env.DATA_DIR, 'secret')).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'forse'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['SITE_URL', 'not a url'],
    ['CONTACT_EMAIL', 'nessuna'],
    ['APP_SECRET', 'corta'],
    ['FEED_URLS', 'https://ok.it/feed, ftp://no'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'proxy.example.it'],
    ['OPENAI_TIMEOUT_MS', '500'],
    ['OPENAI_BASE_URL', 'localhost:11434'],
    ['STATS_FLUSH_MS', '50'],
  ])('refuses a wrong %s with one Italian line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ ...base(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toMatch(/^Configurazione non valida/);
    expect(message).not.toContain('\n');
  });

  it('parses flags, lists and trims trailing slashes', () => {
    const c = loadConfig({
      ...base(),
      SEED_DEMO: 'false',
      PORT: '8080',
      FEED_URLS: 'https://a.it/rss , https://b.it/feed,',
      SITE_URL: 'https://www.prontiatutto.it/',
      AMAZON_TAG: 'scorta-21',
      DATABASE_URL: 'postgres://u@h:5432/db',
      APP_SECRET: 'un-segreto-condiviso-lungo-abbastanza-0123',
    });
    expect(c.seedDemo).toBe(false);
    expect(c.port).toBe(8080);
    expect(c.feedUrls).toEqual(['https://a.it/rss', 'https://b.it/feed']);
    expect(c.siteUrl).toBe('https://www.prontiatutto.it');
    expect(c.amazon.tag).toBe('scorta-21');
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
    const ai = loadConfig({ ...base(), OPENAI_BASE_URL: 'http://localhost:11434/v1/', OPENAI_MODEL: 'llama3.2', OPENAI_TIMEOUT_MS: '120000' }).openai;
    expect(ai).toMatchObject({ baseUrl: 'http://localhost:11434/v1', model: 'llama3.2', timeoutMs: 120_000 });
  });

  it('STATS_FLUSH_MS: the counts are written every 10 s unless set', () => {
    expect(loadConfig(base()).statsFlushMs).toBe(10_000);
    expect(loadConfig({ ...base(), STATS_FLUSH_MS: '1000' }).statsFlushMs).toBe(1_000);
  });

  it('RETRY_BACKOFF_MS: unset leaves each client its own wait; whole milliseconds 0–60000 otherwise', () => {
    expect(loadConfig(base()).retryBackoffMs).toBeUndefined();
    expect(loadConfig({ ...base(), RETRY_BACKOFF_MS: '' }).retryBackoffMs).toBeUndefined();
    expect(loadConfig({ ...base(), RETRY_BACKOFF_MS: '0' }).retryBackoffMs).toBe(0);
    expect(loadConfig({ ...base(), RETRY_BACKOFF_MS: '2500' }).retryBackoffMs).toBe(2_500);
    for (const bad of ['-1', '1.5', '60001', 'presto']) {
      expect(() => loadConfig({ ...base(), RETRY_BACKOFF_MS: bad })).toThrow(/RETRY_BACKOFF_MS.*millisecondi \(0–60000\)/);
    }
  });

  it('AI_DISCLOSURE is on unless turned off; HOME_POINTS are 1–5 phrases separated by |', () => {
    expect(loadConfig(base()).aiDisclosure).toBe(true);
    expect(loadConfig({ ...base(), AI_DISCLOSURE: 'false' }).aiDisclosure).toBe(false);
    expect(loadConfig(base()).homePoints).toBeUndefined();
    expect(loadConfig({ ...base(), HOME_POINTS: ' Proviamo ogni prodotto per un mese | Nessun prodotto regalato ' }).homePoints).toEqual([
      'Proviamo ogni prodotto per un mese',
      'Nessun prodotto regalato',
    ]);
    for (const bad of ['|', 'a|b|c|d|e|f', 'x'.repeat(121)]) {
      expect(() => loadConfig({ ...base(), HOME_POINTS: bad })).toThrow(/HOME_POINTS deve contenere da 1 a 5 frasi/);
    }
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ ...base(), PORT: '', SITE_NAME: '  ' });
    expect(c.port).toBe(3000);
    expect(c.siteName).toBe('Pronti a Tutto');
  });

  it('requires ADMIN_USERNAME with ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...base(), ADMIN_PASSWORD: 'lunga-abbastanza' })).toThrow(/ADMIN_USERNAME/);
  });

  it('without DATABASE_URL the generated APP_SECRET is fine; with it APP_SECRET is required', () => {
    expect(loadConfig(base()).appSecret.length).toBeGreaterThanOrEqual(32);
    let error: unknown;
    try {
      loadConfig({ ...base(), DATABASE_URL: 'postgres://scorta:pw@db:5432/scorta' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Configurazione non valida: APP_SECRET è obbligatoria con DATABASE_URL/);
    expect(message).toMatch(/sessioni/);
    expect(message).not.toContain('\n');
    expect(message).not.toContain('pw@');
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig({ ...base(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('trusts nothing when unset, empty, false or 0', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and networks', () => {
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.1, 192.168.0.0/16,fd00::/8 , ::1,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback']);
  });

  it.each(['true', 'TRUE', 'yes', 'on'])('refuses %s with an Italian line explaining the hop count or the addresses', (value) => {
    expect(() => trust(value)).toThrow(ConfigError);
    try {
      trust(value);
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toMatch(/^Configurazione non valida: TRUST_PROXY non accetta più true/);
      expect(message).toMatch(/numero di proxy|quanti proxy/);
      expect(message).toMatch(/indirizzi/);
      expect(message).not.toContain('\n');
    }
  });

  it.each(['10.0.0.1/33', '10.0.0.300', 'proxy', '10.0.0.1,,nope', '-1', '1.5', '101'])('refuses %s', (value) => {
    expect(() => trust(value)).toThrow(/^Configurazione non valida: TRUST_PROXY/);
  });
});

/** The ConfigError message `env` gets (a test fails when it starts). */
const errorFor = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base(), ...env });
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('nessun errore');
};

describe('config errors never show a secret', () => {
  it.each([
    ['APP_SECRET', 'segreto-troppo-corto-XYZ'],
    ['ADMIN_PASSWORD', 'corta7'],
    ['ADMIN_PASSWORD', `lunghissima-${'x'.repeat(200)}`],
    ['OPENAI_API_KEY', 'Bearer sk-proj-SegretoDiProva123'],
    ['OPENAI_API_KEY', `sk-${'S'.repeat(1000)}`],
    ['UNSPLASH_ACCESS_KEY', 'chiave unsplash SegretaDiProva'],
  ])('%s: the message names the variable and hides the value', (name, value) => {
    const message = errorFor({ [name]: value, ADMIN_USERNAME: 'redazione' });
    expect(message).toContain(name);
    expect(message).toContain('(valore nascosto)');
    expect(message).not.toContain(value);
    expect(message).not.toContain(value.slice(0, 12));
    expect(message).not.toMatch(/Segret|SSSS|xxxx/);
  });

  it.each([
    ['DATABASE_URL', 'mysql://scorta:PwDelDb!@db.example.it:3306/scorta', 'mysql://***@db.example.it:3306/scorta'],
    ['DATABASE_URL', 'postgres:/scorta:PwDelDb!@db/x', null],
    ['DATABASE_URL', 'host=db user=scorta password=PwDelDb!', null],
    ['DATABASE_URL', 'mysql://db.example.it/scorta?password=PwDelDb!', 'mysql://db.example.it/scorta?***'],
    ['SMTP_URL', 'http://posta:PwDelDb!@smtp.example.it:587', 'http://***@smtp.example.it:587'],
  ])('%s: credentials inside a URL are hidden (%s)', (name, value, shown) => {
    const message = errorFor({ [name]: value });
    expect(message).toContain(name);
    expect(message).not.toContain('PwDelDb');
    expect(message).not.toContain('scorta:');
    if (shown) expect(message).toContain(`ricevuto "${shown}"`);
    else expect(message).toContain('(valore nascosto)');
  });

  it('redactUrl keeps host and path, hides user, password, query and fragment', () => {
    expect(redactUrl('postgres://u:p@h:5432/db')).toBe('postgres://***@h:5432/db');
    expect(redactUrl('smtps://user@mail.it:465')).toBe('smtps://***@mail.it:465');
    expect(redactUrl('postgres://u:p@ss@h/db')).toBe('postgres://***@h/db');
    expect(redactUrl('postgres://h/db?sslpassword=x#frag')).toBe('postgres://h/db?***');
    expect(redactUrl('postgres://h/db')).toBe('postgres://h/db');
    expect(redactUrl('h:5432')).toBeNull();
  });
});

describe('SHARED_CACHE: the purges of a shared cache in front', () => {
  const ZONE = 'c'.repeat(32);
  const shared = (env: Record<string, string>) => loadConfig({ ...base(), ...env }).sharedCache;
  const refusal = errorFor;

  it('off unless set; each kind with its own variables, addresses without trailing slashes', () => {
    expect(shared({})).toEqual({ kind: 'off' });
    expect(shared({ SHARED_CACHE: ' HTTP ', SHARED_CACHE_PURGE_URLS: 'http://varnish:6081/, http://varnish-2:6081', SHARED_CACHE_PURGE_TOKEN: 'tok-1' })).toEqual({
      kind: 'http',
      purgeUrls: ['http://varnish:6081', 'http://varnish-2:6081'],
      token: 'tok-1',
    });
    expect(shared({ SHARED_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: 'cf-tok' })).toEqual({
      kind: 'cloudflare',
      zoneId: ZONE,
      apiToken: 'cf-tok',
      apiUrl: 'https://api.cloudflare.com/client/v4',
    });
    expect(shared({ SHARED_CACHE: 'fastly', FASTLY_SERVICE_ID: 'SRV123abc', FASTLY_API_TOKEN: 'f-tok', FASTLY_API_URL: 'http://127.0.0.1:9/' })).toEqual({
      kind: 'fastly',
      serviceId: 'SRV123abc',
      apiToken: 'f-tok',
      apiUrl: 'http://127.0.0.1:9',
    });
  });

  it.each([
    [{ SHARED_CACHE: 'cloudflare', CLOUDFLARE_API_TOKEN: 'cf-SegretoDiProva-1' }, /SHARED_CACHE=cloudflare vanno impostate CLOUDFLARE_ZONE_ID e CLOUDFLARE_API_TOKEN/],
    [{ SHARED_CACHE: 'fastly', FASTLY_API_TOKEN: 'fastly-SegretoDiProva-1' }, /SHARED_CACHE=fastly vanno impostate FASTLY_SERVICE_ID e FASTLY_API_TOKEN/],
    [{ SHARED_CACHE: 'http', SHARED_CACHE_PURGE_TOKEN: 'purge-SegretoDiProva-1' }, /SHARED_CACHE=http vanno impostate SHARED_CACHE_PURGE_URLS/],
    [{ SHARED_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: ZONE, CLOUDFLARE_API_TOKEN: 'Bearer cf-SegretoDiProva-1' }, /CLOUDFLARE_API_TOKEN.*valore nascosto/],
    [{ SHARED_CACHE: 'varnish' }, /SHARED_CACHE.*off, http, cloudflare oppure fastly/],
    [{ SHARED_CACHE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zona', CLOUDFLARE_API_TOKEN: 'cf-SegretoDiProva-1' }, /CLOUDFLARE_ZONE_ID.*identificativo della zona/],
  ])('refuses a half or wrong configuration in Italian, never echoing a token (%#)', (env, expected) => {
    const message = refusal(env);
    expect(message).toMatch(/^Configurazione non valida/);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(/SegretoDiProva/);
  });
});
