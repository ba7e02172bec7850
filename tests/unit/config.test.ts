import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_FEED_URLS, loadConfig } from '../../server/config.ts';

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
    });
    expect(c.seedDemo).toBe(false);
    expect(c.port).toBe(8080);
    expect(c.feedUrls).toEqual(['https://a.it/rss', 'https://b.it/feed']);
    expect(c.siteUrl).toBe('https://www.prontiatutto.it');
    expect(c.amazon.tag).toBe('scorta-21');
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ ...base(), PORT: '', SITE_NAME: '  ' });
    expect(c.port).toBe(3000);
    expect(c.siteName).toBe('Pronti a Tutto');
  });

  it('requires ADMIN_USERNAME with ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ...base(), ADMIN_PASSWORD: 'lunga-abbastanza' })).toThrow(/ADMIN_USERNAME/);
  });
});
