import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { bootstrap, type Logger } from './bootstrap.ts';
import type { Config } from './config.ts';
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
  /** Stop cleanly on SIGTERM/SIGINT (default true). */
  handleSignals?: boolean;
  log?: Logger;
}

export interface RunningServer {
  app: FastifyInstance;
  services: Services;
  scheduler: Scheduler;
  port: number;
  /** Stops the jobs (waiting for running ones), closes the HTTP server, then the database. */
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
  const services = await bootstrap(config, log);
  let app: FastifyInstance;
  if (mode === 'production') {
    const buildDir = path.resolve(options.buildDir ?? 'build');
    const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
    app = await createWebServer({ services, mode, clientDir: path.join(buildDir, 'client'), getBuild: async () => build });
  } else {
    app = await createDevWebServer(services);
  }
  const scheduler = new Scheduler(services.jobs, app.log);
  for (const job of createJobs(services)) scheduler.add(job);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([scheduler.stop(), services.productRefresh.stop()]);
      await app.close();
      await services.db.close();
    })();
    return stopping;
  };
  if (options.handleSignals !== false) {
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
