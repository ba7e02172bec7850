// What a purge of the nginx proxy costs (scripts/proxy/purge-listener.mjs, decision 0077):
// `node scripts/bench/purge-cost.mjs [files]` writes that many cache files in nginx's layout
// (levels=2, a 36 KB page each, every tenth naming `news`) in a temporary folder, then times a
// purge of `news` with nothing remembered (every file read), the same again (every file only
// stat'ed; the purged ones are out of date) and `site` (every other file put out of date).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createCachePurger } from '../proxy/purge-listener.mjs';

const FILES = Number(process.argv[2] ?? 20_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-purge-cost-'));
const body = Buffer.alloc(36 * 1024, 'x');
try {
  for (let i = 0; i < FILES; i++) {
    const name = crypto.createHash('md5').update(`page ${i}`).digest('hex');
    const binary = Buffer.alloc(0x150);
    binary.writeBigUInt64LE(5n, 0);
    const tags = i % 10 === 0 ? 'site news' : 'site products reviews';
    const header = `\nKEY: br 127.0.0.1/pagina/${i}\nHTTP/1.1 200 OK\r\nContent-Type: text/html\r\nCache-Control: public, max-age=0, s-maxage=3600, stale-while-revalidate=600\r\nCache-Tag: ${tags.replace(/ /g, ',')}\r\nSurrogate-Key: ${tags}\r\n\r\n`;
    fs.mkdirSync(path.join(dir, name.slice(-2)), { recursive: true });
    fs.writeFileSync(path.join(dir, name.slice(-2), name), Buffer.concat([binary, Buffer.from(header), body]));
  }
  const purger = createCachePurger(dir);
  const time = (label, tags) => {
    const started = performance.now();
    const { scanned, purged } = purger.purge(tags);
    console.log(`${label}: ${purged} di ${scanned} file in ${Math.round(performance.now() - started)} ms`);
  };
  time('news, nulla in memoria', ['news']);
  time('news, di nuovo', ['news']);
  time('site', ['site']);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
