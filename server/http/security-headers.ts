import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, X-Frame-Options, Referrer-Policy, …), worked out once at start
 * and set on every answer (decision 0074). @fastify/helmet built helmet's middleware again for
 * every request, parsing the CSP directives each time: an eighth of a cached page's cost. Our
 * options hold no per-request part (no function directives, no nonce: a page's inline scripts
 * are added by react-router.ts), so the headers are the same for every request and are replayed
 * as helmet set them: same names, same values, same order, on the raw response.
 */

/** A header helmet sets (`value`), or removes (`null`: X-Powered-By). */
export type HeaderStep = readonly [name: string, value: string | null];

/** The headers helmet's middleware sets for `options`, in its order. */
export function helmetHeaders(options: HelmetOptions): readonly HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader(name: string, value: string) {
      steps.push([name, value]);
      return res;
    },
    removeHeader(name: string) {
      steps.push([name, null]);
    },
  };
  let failed: unknown;
  helmet(options)({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return steps;
}

/** Sets the steps on a raw response, as helmet's middleware would. */
export function applyHeaders(res: ServerResponse, steps: readonly HeaderStep[]) {
  for (const [name, value] of steps) {
    if (value === null) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

/**
 * The security headers on every answer of the app (global: registered where @fastify/helmet was,
 * after the session and role checks, whose refusals therefore carry none of them, as before).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const steps = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    applyHeaders(reply.raw, steps);
    done();
  });
});
