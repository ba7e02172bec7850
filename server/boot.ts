import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { bootstrap, type Logger } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import { createDevWebServer } from './http/dev-server.ts';
import { createWebServer } from './http/server.ts';
import { createJobs } from './jobs/index.ts';
import { Scheduler } from './jobs/scheduler.ts';
import type { Services } from './services.ts';

export interface BootOptions {
  mode: 'production' | 'development';
  config: Config;
  /** Production: the build folder (build/ by default). */
  buildDir?: string;
  /** Start the scheduled jobs (default true). */
  jobs?: boolean;
  /**
   * Own the process (default true): SIGTERM/SIGINT stop cleanly then exit, an unhandled promise
   * rejection is logged and the process carries on, an uncaught exception is logged and the
   * process exits with code 1. Tests that boot in-process pass false.
   */
  handleSignals?: boolean;
  /** How long a stop may wait for in-flight requests and running jobs (SHUTDOWN_DEADLINE_MS). */
  shutdownDeadlineMs?: number;
  log?: Logger;
  /** The time the services and jobs read (server/lib/clock.ts): the system clock unless a test sets one. */
  clock?: Clock;
}

/**
 * How long a clean stop may take before the connections still open are cut: below the 30 s an
 * orchestrator (Kubernetes, systemd with a short TimeoutStopSec) usually grants before SIGKILL, so
 * the database is still closed by us. An AI answer may take longer (OPENAI_TIMEOUT_MS): that one
 * request is lost, never the data already written.
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

/** After the deadline, how long closing the database may still take (a query stuck on PostgreSQL). */
const DB_CLOSE_GRACE_MS = 2_000;

/** The logger the process-wide handlers write to: the console until the web server's logger exists. */
interface ProcessLogger {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

const consoleLogger: ProcessLogger = {
  error: (obj, msg) => console.error(msg, obj),
  fatal: (obj, msg) => console.error(msg, obj),
};

/**
 * The process-wide failure policy. An unhandled rejection is a bug in one code path (a promise
 * nobody awaited): it is logged with its error and the server keeps serving; the listener also
 * replaces Node's default (`--unhandled-rejections=throw`), which would crash the process. An
 * uncaught exception may have left any state half-changed, so, as Node advises, it is logged and
 * the process exits with code 1 (the supervisor restarts it; acknowledged writes are already
 * committed, see tests/web/crash-safety.test.ts).
 */
function installProcessErrorHandlers(getLog: () => ProcessLogger) {
  process.on('unhandledRejection', (reason) => {
    getLog().error({ err: reason }, 'Promessa rifiutata non gestita: errore registrato, il server continua');
  });
  process.on('uncaughtException', (err, origin) => {
    getLog().fatal({ err, origin }, 'Eccezione non gestita: il server si ferma');
    process.exit(1);
  });
}

const sleep = (ms: number) => new Promise<'scaduto'>((resolve) => setTimeout(() => resolve('scaduto'), ms).unref());

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  scheduler: Scheduler;
  port: number;
  /**
   * Refuses new connections, aborts the jobs and waits for them and for the requests in flight, then
   * closes the database; past the shutdown deadline it cuts what is left and rejects.
   */
  stop(): Promise<void>;
}

/**
 * The one boot sequence of `npm start` and `npm run dev`: config → database → migrations →
 * services → web server (production build, or Vite in development) → jobs → listen; and the
 * matching clean shutdown.
 */
export async function boot(options: BootOptions): Promise<RunningServer> {
  const { config, mode } = options;
  const log = options.log ?? { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const ownsProcess = options.handleSignals !== false;
  let processLog: ProcessLogger = consoleLogger;
  if (ownsProcess) installProcessErrorHandlers(() => processLog);
  const services = await bootstrap(config, log, undefined, { clock: options.clock });
  let app: FastifyInstance;
  if (mode === 'production') {
    const buildDir = path.resolve(options.buildDir ?? 'build');
    const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
    app = await createWebServer({ services, mode, clientDir: path.join(buildDir, 'client'), getBuild: async () => build });
  } else {
    app = await createDevWebServer(services);
  }
  // A 15 s tick (one lease attempt per job): a scheduled publication goes out within its minute.
  const scheduler = new Scheduler(services.jobs, app.log, { tickMs: 15_000, clock: services.clock });
  processLog = app.log;
  for (const job of createJobs(services)) scheduler.add(job);
  // Page views and clicks are counted in memory and written every 10 s (and once more at the stop).
  services.statistics.start({ intervalMs: services.config.statsFlushMs, logError: (err, message) => app.log.error({ err }, message) });
  // The shared cache in front, if any, purged by tag as the content changes (decision 0071).
  services.sharedCachePurges?.start({ logError: (err, message) => app.log.error({ err }, message) });
  // The redirects' uses likewise (Reindirizzamenti).
  services.redirects.start(services.config.statsFlushMs, (err) => app.log.error({ err }, 'Reindirizzamenti: scrittura degli utilizzi non riuscita, ritentata alla prossima'));

  const deadlineMs = options.shutdownDeadlineMs ?? SHUTDOWN_DEADLINE_MS;
  let stopping: Promise<void> | undefined;
  // Closing the server closes the idle kept-alive connections once; a request still in flight then
  // leaves its connection open after its answer (Fastify keeps them 72 s), holding the stop. While
  // stopping, every finished answer closes the connections that went idle.
  app.server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (stopping) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  /**
   * Stops accepting connections at once (new requests on kept-alive connections get 503), lets the
   * requests in flight finish while the jobs are aborted and awaited, then closes the database.
   * Past the deadline the connections still open are cut and the database closed anyway; stop()
   * then rejects, so a signal ends with exit code 1.
   */
  const stop = () => {
    stopping ??= (async () => {
      const graceful = Promise.all([scheduler.stop(), services.productRefresh.stop(), services.sharedCachePurges?.stop(), app.close()]);
      graceful.catch(() => {
        /* reported below when it fails before the deadline */
      });
      let timedOut = false;
      try {
        timedOut = (await Promise.race([graceful, sleep(deadlineMs)])) === 'scaduto';
        if (timedOut) app.server.closeAllConnections();
      } finally {
        // The views and clicks counted since the last write (at most 10 s of them), the requests
        // being over: written before the database closes, within the same grace past a deadline.
        const counts = Promise.all([
          services.statistics.stop().catch((err: unknown) => app.log.error({ err }, 'Statistiche: ultima scrittura dei conteggi non riuscita')),
          services.redirects.stop().catch((err: unknown) => app.log.error({ err }, 'Reindirizzamenti: ultima scrittura degli utilizzi non riuscita')),
        ]);
        await (timedOut ? Promise.race([counts, sleep(DB_CLOSE_GRACE_MS)]) : counts);
        await (timedOut ? Promise.race([services.db.close(), sleep(DB_CLOSE_GRACE_MS)]) : services.db.close());
      }
      if (timedOut) throw new Error(`chiusura forzata dopo ${deadlineMs} ms: richieste o lavori ancora in corso interrotti`);
    })();
    return stopping;
  };
  if (ownsProcess) {
    const onSignal = (signal: NodeJS.Signals) => {
      app.log.info(`${signal}: chiusura in corso`);
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'chiusura non riuscita');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  await app.listen({ port: config.port, host: config.host });
  if (options.jobs ?? config.jobs) scheduler.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, services, scheduler, port, stop };
}
