import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import { createWebServer } from './server.ts';

/**
 * `npm run dev`'s server: the production server with Vite's middleware (hot reload) in front of
 * React Router. Vite only sees requests that matched the page catch-all (`config.ssr`), decided by
 * the route, never by how the URL is spelled: an encoded `/%61pi/…` still reaches the API's guard.
 */
export async function createDevWebServer(services: Services, options: { hmr?: boolean } = {}): Promise<FastifyInstance> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { middlewareMode: true, ...(options.hmr === false ? { hmr: false, watch: null } : {}) },
    appType: 'custom',
    logLevel: options.hmr === false ? 'silent' : 'info',
  });
  const app = await createWebServer({
    services,
    mode: 'development',
    getBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    beforeSsr: async (instance) => {
      instance.addHook('onRequest', (request, reply, done) => {
        if (request.routeOptions.config?.ssr !== true) return done();
        vite.middlewares(request.raw, reply.raw, () => done());
      });
    },
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
  return app;
}
