import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadableStreamFromReadable } from '@react-router/node';
import { type ServerBuild, createRequestHandler } from 'react-router';
import type { Services } from '../services.ts';

export interface AppLoadContextValue {
  services: Services;
}

/** Converts a Fastify request into a Web Request for React Router. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Sends a Web Response through Fastify, so compression and security headers still apply. */
export function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ?? '');
}

/**
 * Every request the API and the static files did not claim goes to React Router's SSR.
 * Scoped: Fastify's body parsers are removed so React Router reads the raw body itself.
 */
export async function reactRouterPlugin(
  app: FastifyInstance,
  opts: { getBuild: () => Promise<ServerBuild>; services: Services; mode: 'production' | 'development' },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  app.all('/*', async (request, reply) => {
    const build = await opts.getBuild();
    let handle = handlers.get(build);
    if (!handle) {
      handle = createRequestHandler(build, opts.mode);
      handlers.set(build, handle);
    }
    const context: AppLoadContextValue = { services: opts.services };
    const response = await handle(toWebRequest(request, reply), context as never);
    return sendWebResponse(reply, response);
  });
}
