import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/index.ts';

/** Sample values for route parameters, so every private route is called on a plausible target. */
const SAMPLE_PARAMS: Record<string, string> = { name: 'openai', slug: 'una-notizia', productId: '1', tipo: 'notizia' };

export interface RouteCall {
  method: string;
  /** As registered, with its :params. */
  route: string;
  /** A concrete path. */
  url: string;
}

/** Every private route (not `config.public`), de-duplicated, with its parameters filled in. */
export function privateRoutes(app: FastifyInstance): RouteCall[] {
  const seen = new Set<string>();
  const out: RouteCall[] = [];
  for (const r of app.registeredRoutes) {
    if (r.isPublic || r.method === 'OPTIONS') continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, route: r.url, url: r.url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1') });
  }
  return out;
}

const pct = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * Odd spellings of one path that a router, a proxy or a browser might treat as the same resource:
 * percent-encoded letters (one, or a whole segment, in lower and upper hex, in every segment),
 * upper case, dot segments (plain and encoded), doubled and encoded slashes, backslashes,
 * trailing slashes and suffixes, double encoding. The canonical spelling is included.
 */
export function spellings(path: string): string[] {
  const segs = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const withSeg = (i: number, value: string) => join(segs.map((s, k) => (k === i ? value : s)));
  const out = new Set<string>([path]);
  segs.forEach((seg, i) => {
    const j = [...seg].findIndex((ch) => /[a-z]/i.test(ch));
    if (j >= 0) {
      const e = pct(seg[j]!);
      out.add(withSeg(i, seg.slice(0, j) + e + seg.slice(j + 1)));
      out.add(withSeg(i, seg.slice(0, j) + e.toUpperCase() + seg.slice(j + 1)));
    }
    out.add(withSeg(i, [...seg].map(pct).join('')));
    out.add(withSeg(i, seg.toUpperCase()));
  });
  const [first = '', ...rest] = segs;
  out.add(path.toUpperCase());
  out.add(join([first, '.', ...rest]));
  out.add(join(['.', ...segs]));
  out.add(join([first, 'x', '..', ...rest]));
  out.add(join([first, '%2e', ...rest]));
  out.add(join([first, '%2e%2e', first, ...rest]));
  out.add(join(['x', '%2E%2E', ...segs]));
  out.add(`/${path}`);
  out.add(path.replaceAll('/', '//'));
  out.add(`/${segs.join('%2F')}`);
  out.add(`/${segs.join('%2f')}`);
  out.add(`/${segs.join('\\')}`);
  out.add(`${path}/`);
  out.add(`${path}//`);
  out.add(`${path}/.`);
  out.add(`${path}%2F`);
  out.add(`${path};x=1`);
  out.add(`${path}%20`);
  out.add(`${path}%00`);
  out.add(`${path}?x=%2F..`);
  out.add(`/%25${pct(first[0] ?? 'a').slice(1)}${first.slice(1)}/${rest.join('/')}`);
  return [...out];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** A request over a real socket with the path sent exactly as written (no URL normalisation). */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}

/** Every row of every table (bar bookkeeping and rate-limit counters), to prove nothing changed. */
export async function snapshotDb(db: Db): Promise<Record<string, unknown[]>> {
  const tables = await db.kysely.introspection.getTables();
  const out: Record<string, unknown[]> = {};
  for (const t of tables) {
    if (/^kysely_|^rate_limits$/.test(t.name)) continue;
    out[t.name] = await db.kysely
      .selectFrom(t.name as never)
      .selectAll()
      .execute();
  }
  return out;
}
