import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localNginxConf } from '../../scripts/proxy/nginx.mjs';
import { createCachePurger, parseTags, startPurgeListener, tagsOfCacheFile } from '../../scripts/proxy/purge-listener.mjs';

/**
 * The shipped nginx cache's own parts (decision 0077): the site's configuration as `npm run proxy`
 * writes it, and the purge listener that puts nginx's cache files out of date by the tags in
 * their stored Surrogate-Key. The files here have nginx's layout (version, binary header, KEY
 * line, the upstream's header, the body); tests/web/shared-cache-proxy.test.ts runs a real nginx.
 */

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-purge-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A cache file as nginx 1.22 writes it: version 5 first, its binary header, the key, the upstream's answer. */
function cacheFile(headers: string[], key = 'br 127.0.0.1/notizie'): Buffer {
  const binary = Buffer.alloc(0x150);
  binary.writeBigUInt64LE(5n, 0);
  return Buffer.concat([binary, Buffer.from(`\nKEY: ${key}\nHTTP/1.1 200 OK\r\n${headers.join('\r\n')}\r\n\r\n<html>Surrogate-Key: news</html>`)]);
}

/** Writes `content` as nginx would name it (levels=2: the last two hex digits of its MD5 name). */
function store(cacheDir: string, name: string, content: Buffer): string {
  const file = path.join(cacheDir, name.slice(-2), name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}
const version = (file: string) => fs.readFileSync(file).readBigUInt64LE(0);
const NAMES = { news: 'a'.repeat(30) + '01', products: 'b'.repeat(30) + '02', image: 'c'.repeat(30) + '03' };

describe('X-Cache-Tags', () => {
  it('takes topic names separated by one space, as the VCL does', () => {
    expect(parseTags('news')).toEqual(['news']);
    expect(parseTags('site product_prices news')).toEqual(['site', 'product_prices', 'news']);
  });
  it.each([undefined, '', 'News', 'news|.*', 'news  products', ' news', 'news ', 'news,products', 'a'.repeat(4097)])('refuses %j', (header) => {
    expect(parseTags(header)).toBeNull();
  });
});

describe('the tags of a cache file', () => {
  it('reads every Surrogate-Key line of the stored header, whatever its case, and nothing of the body', () => {
    const head = cacheFile(['Content-Type: text/html', 'surrogate-key: site news', 'SURROGATE-KEY:  products ', 'Cache-Tag: site,news,reviews']);
    expect(tagsOfCacheFile(head)).toEqual(['site', 'news', 'products']);
  });
  it('an answer without Surrogate-Key names nothing; what is not a cache file is null', () => {
    expect(tagsOfCacheFile(cacheFile(['Cache-Control: public, max-age=31536000']))).toEqual([]);
    expect(tagsOfCacheFile(Buffer.from('HTTP/1.1 200 OK\r\nSurrogate-Key: news\r\n\r\n'))).toBeNull();
    expect(tagsOfCacheFile(cacheFile(['Surrogate-Key: news']).subarray(0, 0x170))).toBeNull();
  });
});

describe('a purge of the cache folder', () => {
  it('puts out of date the files naming a tag, leaves the others and nginx’s temporary files', () => {
    const dir = tmp();
    const news = store(dir, NAMES.news, cacheFile(['Surrogate-Key: site news']));
    const products = store(dir, NAMES.products, cacheFile(['Surrogate-Key: site products']));
    const temporary = store(dir, `${NAMES.news}.0000000007`, cacheFile(['Surrogate-Key: site news']));
    const purger = createCachePurger(dir);
    expect(purger.purge(['news', 'reviews'])).toEqual({ scanned: 2, purged: 1 });
    expect([version(news), version(products), version(temporary)]).toEqual([0n, 5n, 5n]);
    // The rest of the file is as nginx wrote it.
    expect(fs.readFileSync(news).subarray(8)).toEqual(cacheFile(['Surrogate-Key: site news']).subarray(8));
    // Already out of date: not counted again.
    expect(purger.purge(['news'])).toEqual({ scanned: 2, purged: 0 });
  });

  it('a file nginx writes again in its place (a new inode) is read again and purged again', () => {
    const dir = tmp();
    const purger = createCachePurger(dir);
    const file = store(dir, NAMES.products, cacheFile(['Surrogate-Key: site products']));
    expect(purger.purge(['news'])).toEqual({ scanned: 1, purged: 0 });
    // nginx renames its fresh file over the old one: now a page that shows news.
    const fresh = path.join(dir, 'fresh');
    fs.writeFileSync(fresh, cacheFile(['Surrogate-Key: site products news']));
    fs.renameSync(fresh, file);
    expect(purger.purge(['news'])).toEqual({ scanned: 1, purged: 1 });
    expect(version(file)).toBe(0n);
  });

  it('`site` empties the whole cache, the untagged static files included; a folder not made yet is empty', () => {
    const dir = tmp();
    store(dir, NAMES.news, cacheFile(['Surrogate-Key: site news']));
    const image = store(dir, NAMES.image, cacheFile(['Cache-Control: public, max-age=31536000, immutable']));
    expect(createCachePurger(dir).purge(['site'])).toEqual({ scanned: 2, purged: 2 });
    expect(version(image)).toBe(0n);
    expect(createCachePurger(path.join(dir, 'none')).purge(['site'])).toEqual({ scanned: 0, purged: 0 });
  });
});

describe('the purge listener', () => {
  async function listener(token?: string) {
    const dir = tmp();
    const cacheDir = path.join(dir, 'cache');
    const file = store(cacheDir, NAMES.news, cacheFile(['Surrogate-Key: site news']));
    const socket = path.join(dir, 'purge.sock');
    const running = await startPurgeListener({ cacheDir, socket, token });
    const send = (method: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ socketPath: socket, path: '/__scorta_purge', method, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end();
      });
    return { file, send, socket, close: running.close };
  }

  it('answers 200 once the files are out of date, 400 to tags that are not topic names, 405 to anything but nginx’s POST', async () => {
    const { file, send, socket, close } = await listener();
    try {
      expect(await send('POST', { 'x-cache-tags': 'news|.*' })).toBe(400);
      expect(await send('POST', {})).toBe(400);
      expect(await send('GET', { 'x-cache-tags': 'news' })).toBe(405);
      expect(version(file)).toBe(5n);
      expect(await send('POST', { 'x-cache-tags': 'news' })).toBe(200);
      expect(version(file)).toBe(0n);
      // Only the owner and its group (nginx's workers' user) may reach it, not every local user.
      expect(fs.statSync(socket).mode & 0o777).toBe(0o660);
    } finally {
      await close();
    }
  });

  it('with a token, refuses a purge without it or with another one (403)', async () => {
    const { file, send, close } = await listener('Segreto-123');
    try {
      expect(await send('POST', { 'x-cache-tags': 'news' })).toBe(403);
      expect(await send('POST', { 'x-cache-tags': 'news', 'x-purge-token': 'Segreto-12' })).toBe(403);
      expect(version(file)).toBe(5n);
      expect(await send('POST', { 'x-cache-tags': 'news', 'x-purge-token': 'Segreto-123' })).toBe(200);
      expect(version(file)).toBe(0n);
    } finally {
      await close();
    }
  });
});

describe('the site’s part of the nginx configuration', () => {
  const base = { port: 6081, cacheDir: '/var/cache/scorta', socket: '/run/scorta/purge.sock' };

  it('one server per instance with keepalive, the cache folder, the listener’s socket, who may purge', () => {
    const conf = localNginxConf({ ...base, upstreams: ['http://127.0.0.1:3001', 'http://10.0.0.7:3002'], cacheMb: 512 });
    expect(conf).toContain(
      'upstream scorta {\n    server 127.0.0.1:3001 max_fails=2 fail_timeout=10s;\n    server 10.0.0.7:3002 max_fails=2 fail_timeout=10s;\n    keepalive 32;\n}',
    );
    expect(conf).toContain('server unix:/run/scorta/purge.sock;');
    expect(conf).toContain('proxy_cache_path /var/cache/scorta levels=2 keys_zone=scorta:32m max_size=512m');
    expect(conf).toContain('geo $scorta_purger {\n    default 0;\n    127.0.0.1 1;\n    ::1 1;\n}');
    expect(conf).toContain('listen 127.0.0.1:6081;');
    expect(conf).toContain('access_log off;');
  });

  it('listens on IPv6 in brackets; refuses an https instance and anything that would end a directive', () => {
    const v6 = localNginxConf({ ...base, upstreams: ['http://[::1]:3001'], host: '::1' });
    expect(v6).toContain('server [::1]:3001 max_fails');
    expect(v6).toContain('listen [::1]:6081;');
    expect(() => localNginxConf({ ...base, upstreams: ['https://127.0.0.1:3001'] })).toThrow(/Upstream non valido/);
    expect(() => localNginxConf({ ...base, upstreams: ['http://127.0.0.1:3001'], purgers: ['0.0.0.0/0 1; }'] })).toThrow(/Indirizzo autorizzato non valido/);
    expect(() => localNginxConf({ ...base, upstreams: ['http://127.0.0.1:3001'], host: '127.0.0.1; include /etc/passwd' })).toThrow(/Host non valido/);
  });
});
