import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createContentChanges } from '../../server/db/content-changes.ts';
import { createDevWebServer } from '../../server/http/dev-server.ts';
import { createWebServer } from '../../server/http/server.ts';
import { createTestServices, type TestServices } from './app.ts';

/** The production build the web tests run against (vitest's globalSetup makes sure it is fresh). */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');

export interface TestWebServer extends Omit<TestServices, 'drop' | 'dir'> {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestWebServerOptions {
  /**
   * The clock the content versions are read by (server/db/content-changes.ts): on SQLite they
   * are read again after a write of this instance, and at most SQLITE_RECHECK_MS after the last
   * read for a write made elsewhere. A test moving this clock decides when that happens.
   */
  contentClock?: () => number;
}

/**
 * The whole site as `npm start` (production: built SSR, static files, CSP) or `npm run dev`
 * (development: Vite's middleware) serves it, on a fresh test database.
 */
export async function createTestWebServer(mode: 'production' | 'development', env: Record<string, string> = {}, options: TestWebServerOptions = {}): Promise<TestWebServer> {
  const t = await createTestServices(env);
  if (options.contentClock) {
    // Before the web server exists: it takes its render cache's source of versions from here.
    await t.services.contentChanges.close();
    t.services.contentChanges = createContentChanges(t.db, { now: options.contentClock });
  }
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
    clock: t.clock,
    kind: t.kind,
    async close() {
      await app.close();
      await t.drop();
    },
  };
}

/** The text of an answer as sent, decompressed from brotli or gzip when it came so. */
export function decodeBody(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  return (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
}
