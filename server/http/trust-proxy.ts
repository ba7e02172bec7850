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
