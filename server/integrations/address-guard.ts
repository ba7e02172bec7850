import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';

/**
 * Server-side request forgery guard for addresses that come from editors or from outside (feed
 * sources, the article links inside feeds): a host whose name resolves to a loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation or
 * otherwise reserved address is never contacted. Two checks, both before every hop of a redirect
 * (server/integrations/http.ts): `checkPublicHost` before the request (a clear refusal, no socket
 * opened), and `createGuardedAgent`, the dispatcher fetch connects with, which checks the
 * addresses the socket is actually given. The second closes DNS rebinding: fetch resolves the
 * name again when it connects, and a DNS server may answer a public address to the first lookup
 * and an internal one to the next (docs/decisions/0015-address-guard.md).
 */
const reserved = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  reserved.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  reserved.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or IPv4-compatible IPv6 address ('::ffff:10.0.0.1', '::ffff:a00:1'), else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0+:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^::(?:ffff:(?:0+:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True for any address a public web server cannot have (and for anything that is not an IP address). */
export function isReservedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return reserved.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return reserved.check(v4, 'ipv4');
  return reserved.check(address, 'ipv6');
}

export type AddressVerdict = { ok: true } | { ok: false; reason: 'reserved' | 'unresolved'; detail: string };

/**
 * Whether the URL's host may be contacted: every address its name resolves to must be public
 * (fetch may pick any of them). A name that does not resolve is 'unresolved'.
 */
export async function checkPublicHost(url: URL, resolve: typeof lookup = lookup): Promise<AddressVerdict> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    return isReservedAddress(host) ? { ok: false, reason: 'reserved', detail: `indirizzo riservato ${host}` } : { ok: true };
  }
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host, { all: true, verbatim: true });
  } catch (err) {
    return { ok: false, reason: 'unresolved', detail: `DNS ${host}: ${err instanceof Error ? err.message : String(err)}` };
  }
  const bad = addresses.find((a) => isReservedAddress(a.address));
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', detail: `DNS ${host}: nessun indirizzo` };
  return bad ? { ok: false, reason: 'reserved', detail: `${host} → indirizzo riservato ${bad.address}` } : { ok: true };
}

/** How names are resolved: dns.lookup (promises), or a stand-in DNS server in the tests. */
export type Resolver = typeof lookup;

/**
 * The dispatcher for fetch (`{dispatcher}`) that only connects to public addresses: the name is
 * resolved once more for the socket, and the connection fails with `refuse(detail)` when any of
 * its addresses is reserved, or when the host is itself a reserved address (sockets skip the
 * lookup for IP literals). A name that does not resolve fails with the resolver's error. One
 * agent per client: it pools the connections it opened.
 */
export function createGuardedAgent(options: { refuse: (detail: string) => Error; resolve?: Resolver }): Agent {
  const { refuse, resolve = lookup } = options;
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname, { all: true, verbatim: true }).then(
      (addresses: LookupAddress[]) => {
        const bad = addresses.find((a) => isReservedAddress(a.address));
        if (bad) return callback(refuse(`${hostname} → indirizzo riservato ${bad.address}`), '');
        const family = lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family;
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) return callback(Object.assign(new Error(`DNS ${hostname}: nessun indirizzo`), { code: 'ENOTFOUND' }), '');
        // net.connect asks for every address when it may try them in turn (autoSelectFamily).
        if (lookupOptions.all) return callback(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), ''),
    );
  };
  const connector = buildConnector({ lookup: guardedLookup });
  return new Agent({
    connect: (connectOptions, callback) => {
      const host = connectOptions.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && isReservedAddress(host)) {
        const refusal = refuse(`indirizzo riservato ${host}`);
        process.nextTick(() => callback(refusal, null));
        return;
      }
      connector(connectOptions, callback);
    },
  });
}
