import type { FastifyRequest } from 'fastify';
import type { Resolver } from '../domain/claim-checks.ts';
import { ANONYMOUS, STAFF, type Viewer } from '../domain/visibility.ts';
import { clientNetwork } from '../lib/rate-limiter.ts';
import { remembered } from '../lib/remembered.ts';

/**
 * What a request says about who asks, read in one place by every route and by the pages:
 * the viewer (what they may see), the resolver (who resolves claims and signs revisions), the
 * visitor key (who a view or click is counted for).
 */

/** Staff (a live session) see every status; everyone else only 'pubblicata', whatever they ask for. */
export const viewerOf = (request: FastifyRequest): Viewer => (request.session ? STAFF : ANONYMOUS);

/** Who resolves claims in this request: the session's user (every dashboard route has one). */
export const resolverOf = (request: FastifyRequest): Resolver | null => (request.session ? { id: request.session.user.id, username: request.session.user.username } : null);

/** The networks of the addresses seen lately, in memory only: reading an IPv6 address takes a few µs, a cached page about 150, and every public answer asks. */
const networkOf = remembered(clientNetwork, 10_000);

/**
 * The client a view or a click is counted for: its network (an IPv4 address, an IPv6 /64, as the
 * login and contact limits key it), never its user agent, so that neither a new user agent nor a
 * new address of the same /64 makes a new visitor or escapes the per-minute limits. Only hashed
 * in memory, never stored.
 */
export function visitorKey(request: FastifyRequest): string {
  return networkOf(request.ip);
}

/** The same key from the client's address alone (the hits answered before Fastify, fast-hits.ts). */
export const visitorKeyOfAddress = (address: string): string => networkOf(address);
