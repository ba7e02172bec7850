import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The production server as a real process (`node BUILD_DIR/node/main.js`, what `npm start` runs),
 * for the tests that kill it, stop it with a signal or make it fail: crash safety, graceful
 * shutdown, unhandled rejections.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The production build (vitest's globalSetup builds it into BUILD_DIR when stale). */
export const PRODUCTION_BUILD = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');

export const ADMIN = { username: 'redazione', password: 'Prova-Sicura-2026' } as const;
export const TEST_APP_SECRET = 'processo-segreto-processo-segreto-0123456789';

const LISTENING = /è in ascolto su http:\/\/localhost:(\d+)/;

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** pino's JSON lines so far, parsed. */
  logLines(): Record<string, unknown>[];
  /**
   * Resolves with the first output line matching `re`, whenever it comes; rejects (with all the
   * output) if the process ends without it. No deadline: the test's own timeout is the bound.
   */
  waitForOutput(re: RegExp): Promise<string>;
  /**
   * Resolves once `check()` holds, asked again at every line the process writes and when it ends
   * (e.g. a second log line of a kind); rejects, saying `what`, if its output closes first.
   */
  waitUntil(check: () => boolean, what: string): Promise<void>;
  /** Resolves once the process has ended. */
  exited: Promise<Exit>;
  /** SIGKILL if still running, and wait for the end (cleanup). */
  kill(): Promise<Exit>;
}

export interface StartOptions {
  /** Variables added to the base environment (DATA_DIR or DATABASE_URL among them). */
  env: Record<string, string>;
  /** NODE_OPTIONS of the child (e.g. `--import file:///…` to preload a module). */
  nodeOptions?: string;
  /** The port to listen on (a free one by default): known before the start, for a proxy started first. */
  port?: number;
}

/**
 * Starts `node PRODUCTION_BUILD/node/main.js` on a free port of 127.0.0.1 with a minimal
 * environment (nothing of the test runner's leaks in), and waits until it listens.
 */
export async function startProductionServer(options: StartOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    TZ: process.env.TZ ?? 'Europe/Rome',
    NODE_ENV: 'production',
    BUILD_DIR: PRODUCTION_BUILD,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_SECRET: TEST_APP_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    JOBS: 'false',
    LOG_LEVEL: 'warn',
    // Nothing may reach the real outside services from these tests.
    FEED_URLS: 'http://127.0.0.1:9/feed.xml',
    AMAZON_BASE_URL: 'http://127.0.0.1:9',
    ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [path.join(PRODUCTION_BUILD, 'node', 'main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whole lines only, each stream on its own: a long line arrives in several chunks (a pipe
  // hands over 64 KB at a time) and the other stream may write in between.
  let text = '';
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      if (parts.length === 0) return;
      lines.push(...parts);
      for (const w of waiters) w();
    });
    stream.on('end', () => {
      if (partial) lines.push(partial);
      partial = '';
      for (const w of waiters) w();
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      for (const w of waiters) w();
    });
  });
  let ended: Exit | undefined;
  void exited.then((e) => (ended = e));
  // 'close' comes after 'exit', once both streams have handed over their last line.
  let closed = false;
  child.once('close', () => {
    closed = true;
    for (const w of waiters) w();
  });

  const waitForOutput = (re: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = lines.find((l) => re.test(l));
        if (line !== undefined) {
          waiters.delete(check);
          resolve(line);
        } else if (closed) {
          waiters.delete(check);
          reject(new Error(`Il server è terminato (${JSON.stringify(ended)}) senza scrivere ${re}:\n${text}`));
        }
      };
      waiters.add(check);
      check();
    });

  const waitUntil = (check: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const test = () => {
        if (check()) {
          waiters.delete(test);
          resolve();
        } else if (closed) {
          waiters.delete(test);
          reject(new Error(`Il server è terminato (${JSON.stringify(ended)}) prima di: ${what}\n${text}`));
        }
      };
      waiters.add(test);
      test();
    });

  const server: ServerProcess = {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    logLines: () =>
      lines
        .filter((l) => l.startsWith('{'))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    waitForOutput,
    waitUntil,
    exited,
    async kill() {
      if (!ended) child.kill('SIGKILL');
      return exited;
    },
  };
  try {
    const line = await waitForOutput(LISTENING);
    if (LISTENING.exec(line)?.[1] !== String(port)) throw new Error(`Porta inattesa: ${line}`);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}

/**
 * Asks `check` again, round after round, until it holds: for what other processes do on their
 * own and tell nobody (a notification they received, their scheduler's tick), which can only be
 * seen by asking. Each round is a whole question (a request, a query); the short pause between
 * rounds only spares the machine, nothing waits on it. No deadline of its own: the test's
 * timeout is the bound, and a time budget here would be a guess about the machine's speed.
 */
export async function until(check: () => Promise<boolean>): Promise<void> {
  // eslint-disable-next-line clock/no-sleep -- a pause between two questions, not a wait: the loop ends when the condition holds
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Logs in as the first account over HTTP; returns the Cookie header for the next requests. */
export async function loginCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`Login non riuscito: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The database of TEST_DATABASE_URL with another name (same server and credentials). */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Runs fn on a short-lived connection to the scratch database. */
  query<T>(fn: (client: pg.Client) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/** Runs fn on a short-lived connection to `url`. */
async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database on TEST_DATABASE_URL's server (the production configuration has no
 * schema option, so a process under test gets a database of its own), dropped afterwards.
 */
export async function createScratchDatabase(testDatabaseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(testDatabaseUrl, (c) => c.query(`create database ${name}`));
  const url = withDatabaseName(testDatabaseUrl, name);
  return {
    name,
    url,
    query: (fn) => withClient(url, fn),
    async drop() {
      await withClient(testDatabaseUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
