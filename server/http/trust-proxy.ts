import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's trustProxy option.
 *
 * - false: X-Forwarded-* headers are ignored; the client is the socket's address.
 * - proxy addresses (IPs/CIDRs): X-Forwarded-For is followed from the right only through those
 *   addresses; the first address that is not a listed proxy is the client.
 * - a hop count N: the right-most N addresses (the socket, then X-Forwarded-For from the right)
 *   are proxies; the next one is the client. Fastify ≥ 5.12 treats a bare number as "trust
 *   nothing" (it cannot check that the peer really is a proxy), so the count becomes a trust
 *   function here. Use it only when Scorta cannot be reached except through its proxies
 *   (e.g. it listens on 127.0.0.1 or a private network); otherwise list the proxy addresses.
 */
export function fastifyTrustProxy(value: TrustProxy): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof value === 'number') {
    const hops = value;
    return (_address: string, hop: number) => hop < hops;
  }
  return value;
}

/**
 * The client's address of a raw request as Fastify's `request.ip` reads it with the same
 * TRUST_PROXY (its request.js): the socket's address, or the last address of X-Forwarded-For not
 * trusted. For the answers made before Fastify (fast-hits.ts); tests/web/fast-hits.test.ts
 * compares the two.
 */
export function clientAddress(value: TrustProxy): (req: IncomingMessage) => string {
  const trust = fastifyTrustProxy(value);
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  // TRUST_PROXY is false, a hop count (a function here) or a list of addresses.
  const trusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust as string[]);
  return (req) => {
    const addresses = proxyAddr.all(req, trusted);
    return addresses[addresses.length - 1] ?? '';
  };
}
