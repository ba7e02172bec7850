import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_ADMIN, E2E_BASE_PORT } from '../../playwright.config.ts';

/**
 * Each Playwright worker has its own production server and database: the port is the base port
 * plus the worker's parallel index (Playwright sets TEST_PARALLEL_INDEX in every worker process),
 * so these constants are the same in every spec a worker runs and different between workers.
 */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const SITE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The worker's data directory (scripts/e2e-server.mjs empties it at start). */
export const E2E_DATA_DIR = path.resolve('tests', '.tmp', `e2e-data-${E2E_PORT}`);
/** The worker server's SQLite file, to check what is really stored. */
export const E2E_DB_FILE = path.join(E2E_DATA_DIR, 'scorta.sqlite');
export { E2E_ADMIN };
/** The affiliate tag the e2e servers run with. */
export const E2E_AMAZON_TAG = 'scorta-21';

/** The environment of an e2e server: production build, demo content, outside services faked in-process. */
function serverEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: port === E2E_PORT ? E2E_DATA_DIR : path.resolve('tests', '.tmp', `e2e-data-${port}`),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_DEMO: 'true',
    APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
    LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${port}`,
    // Outside services answer from tests/mocks (msw, in the server process); the scheduled jobs
    // stay off so the demo content does not change under the tests.
    FAKE_SERVICES: '1',
    // Our affiliate tag: every Amazon link of the site must carry it.
    AMAZON_TAG: E2E_AMAZON_TAG,
    // Counted views and clicks written every second: a test reads them without waiting 10 s.
    STATS_FLUSH_MS: '1000',
    JOBS: 'false',
    AMAZON_REFRESH_SPACING_MS: '200',
    RETRY_BACKOFF_MS: '20',
    // Any key: the OpenAI fake only checks that one is sent (keys starting sk-invalid get a 401).
    OPENAI_API_KEY: 'sk-fake-e2e',
    // The news sources: the four good fake feeds of tests/mocks/feeds.ts and one that answers 500.
    FEED_URLS: [
      'https://feed.scorta.test/protezione-civile.xml',
      'https://feed.scorta.test/meteo.atom',
      'https://feed.scorta.test/ingv.rdf',
      'https://feed.scorta.test/regioni.xml',
      'https://feed.scorta.test/errore.xml',
    ].join(','),
    // 'Ingest da feed' as a whole ends within 6 s (a feed alone may take 10 s): a feed that never
    // answers is cut by the run's bound, and the screen says so (dashboard-news.spec.ts).
    FEED_INGEST_TIMEOUT_MS: '6000',
    // Any key: the Unsplash fake refuses only a missing key or one starting 'invalid'.
    UNSPLASH_ACCESS_KEY: 'fake-unsplash-e2e',
    ...extra,
  };
}

/**
 * A control the e2e server understands (scripts/e2e-server.mjs): the fakes held or released, or
 * the scheduled publications due at an instant published (the job's work; the server runs no jobs).
 */
export type FakeControl = 'hold-amazon' | 'release-amazon' | `publish-due ${string}`;

export interface E2EServer {
  /** Asks the fakes in the server process to do something; resolves once they have. */
  control(command: FakeControl): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts this worker's server (scripts/e2e-server.mjs on a fresh data directory) and waits for
 * /api/health. The server ends when its stdin closes, so it never outlives a worker that crashed.
 * A spec that needs another server beside it (another configuration) gives its own port and the
 * variables that differ; its data directory is tests/.tmp/e2e-data-{port}.
 */
export async function startE2EServer(options: { port?: number; env?: Record<string, string> } = {}): Promise<E2EServer> {
  const port = options.port ?? E2E_PORT;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.mjs'], {
    env: serverEnv(port, options.env ?? {}),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Controls waiting for the server's answer: 'e2e-ok <line>' settles one, 'e2e-unknown <line>' or
  // the server's end fails it (a test never waits on a control nobody will answer).
  const acks: Array<{ line: string; done(): void; fail(err: Error): void }> = [];
  // Ready when the server says it listens on its port (server/main.ts), failed if it ends first.
  let listening = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    listening = resolve;
    child.once('exit', (code) => reject(new Error(`il server è terminato (codice ${code})`)));
  });
  let out = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    out += chunk;
    for (let end = out.indexOf('\n'); end >= 0; end = out.indexOf('\n')) {
      const line = out.slice(0, end);
      out = out.slice(end + 1);
      if (line.includes(`è in ascolto su http://localhost:${port} `)) listening();
      const i = acks.findIndex((a) => line === `e2e-ok ${a.line}` || line === `e2e-unknown ${a.line}`);
      if (i < 0) continue;
      const ack = acks.splice(i, 1)[0]!;
      if (line.startsWith('e2e-ok ')) ack.done();
      else ack.fail(new Error(`controllo sconosciuto o non riuscito sul server e2e: ${ack.line}`));
    }
  });
  child.once('exit', (code) => {
    for (const ack of acks.splice(0)) ack.fail(new Error(`server e2e terminato (codice ${code}) prima di rispondere a ${ack.line}`));
  });
  // What the server printed before it answered /api/health, for the start-up error (not kept after).
  let stderr: string | null = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr !== null) stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  try {
    await ready;
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`server e2e sulla porta ${port} non avviato: ${(err as Error).message}\n${stderr}`);
  }
  stderr = null;
  return {
    control(command) {
      if (child.exitCode !== null) return Promise.reject(new Error(`server e2e terminato prima di ${command}`));
      return new Promise<void>((done, fail) => {
        acks.push({ line: command, done, fail });
        child.stdin!.write(`${command}\n`);
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
