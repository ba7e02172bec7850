import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createDevWebServer } from '../../server/http/dev-server.ts';
import { createWebServer } from '../../server/http/server.ts';
import { createTestServices, type TestServices } from './app.ts';

/** The production build the web tests run against (vitest's globalSetup makes sure it is fresh). */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

export interface TestWebServer extends Omit<TestServices, 'drop' | 'dir'> {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The whole site as `npm start` (production: built SSR, static files, CSP) or `npm run dev`
 * (development: Vite's middleware) serves it, on a fresh test database.
 */
export async function createTestWebServer(
  mode: 'production' | 'development',
  env: Record<string, string> = {},
): Promise<TestWebServer> {
  const t = await createTestServices(env);
  let app: FastifyInstance;
  if (mode === 'production') {
    const build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
    app = await createWebServer({
      services: t.services,
      mode,
      clientDir: path.join(BUILD_DIR, 'client'),
      getBuild: async () => build,
    });
  } else {
    app = await createDevWebServer(t.services, { hmr: false });
  }
  await app.ready();
  return {
    app,
    services: t.services,
    db: t.db,
    kind: t.kind,
    async close() {
      await app.close();
      await t.drop();
    },
  };
}

/**
 * Retries `check` until it passes or `withinMs` is over: for changes an instance learns of on its
 * own (a write outside any request reaches the render cache within a second).
 */
export async function eventually(check: () => Promise<void>, withinMs = 2_500): Promise<void> {
  const end = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The text of an answer as sent, decompressed from brotli or gzip when it came so. */
export function decodeBody(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  return (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
}
