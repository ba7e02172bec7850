import type { GroundingFacts } from './grounding.ts';
import { productTexts } from './grounding/types.ts';

/**
 * Links in AI-written text: a link is a claim like a number. Its host must appear in the
 * material the model was given — a product's Amazon link (`link_prodotto`, `url_acquisto`), an
 * address written in the product's texts, the news item's link_fonte or an address in its source
 * text — else the link is listed as unverified (common/grounding.ts findUnverifiedClaims), so
 * publishing asks for a confirmation and the editor sees it. A subdomain of a host in the source
 * counts as that host (its owner controls it). Links without a host (a path of this site, a
 * fragment) are not claims.
 *
 * Loops, not regular expressions, read the text: it is untrusted (the model's answer, a feed).
 * Shared by server and browser: no DOM, no import from app/ or server/.
 */

const HOST_CHAR = /[a-z0-9.-]/i;

/** The hostname as compared: lower case, no trailing dot, no leading `www.`. */
function normalHost(host: string): string {
  let h = host.toLowerCase();
  while (h.endsWith('.')) h = h.slice(0, -1);
  return h.startsWith('www.') ? h.slice(4) : h;
}

/** Every run of host characters in a text that looks like a domain (has a dot and a letter label at the end). */
function hostsInText(text: string, into: Set<string>): void {
  let start = -1;
  const flush = (end: number) => {
    if (start < 0) return;
    let token = text.slice(start, end);
    start = -1;
    while (token.startsWith('.') || token.startsWith('-')) token = token.slice(1);
    while (token.endsWith('.') || token.endsWith('-')) token = token.slice(0, -1);
    const labels = token.split('.');
    const tld = labels.at(-1) ?? '';
    if (labels.length < 2 || tld.length < 2 || !/^[a-z]+$/i.test(tld)) return;
    into.add(normalHost(token));
  };
  for (let i = 0; i < text.length; i++) {
    if (HOST_CHAR.test(text[i]!)) {
      if (start < 0) start = i;
    } else flush(i);
  }
  flush(text.length);
}

/** The hosts the source material names, in its links and in its texts. */
export function sourceHosts(facts: GroundingFacts): Set<string> {
  const hosts = new Set<string>();
  for (const p of facts.products) {
    for (const v of [p.link_prodotto, p.url_acquisto, ...productTexts(p)]) {
      if (v) hostsInText(v, hosts);
    }
  }
  for (const text of facts.extra ?? []) hostsInText(text, hosts);
  for (const link of facts.links ?? []) {
    const host = link ? linkHost(link) : null;
    if (host) hosts.add(host);
  }
  return hosts;
}

/** The few entities a serialiser writes inside an attribute. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|quot|apos|lt|gt));/gi, (_m, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Math.min(Number(dec), 0x10ffff));
    if (hex) return String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff));
    return ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' } as Record<string, string>)[name!.toLowerCase()]!;
  });
}

const SPACE = /\s/;

/** The value of the href attribute in the text of one start tag after its name (` href="…" title=…`), or null. */
function hrefOf(tag: string): string | null {
  const n = tag.length;
  let i = 0;
  while (i < n) {
    while (i < n && (SPACE.test(tag[i]!) || tag[i] === '/')) i++;
    const nameStart = i;
    while (i < n && !/[\s=/>]/.test(tag[i]!)) i++;
    const name = tag.slice(nameStart, i).toLowerCase();
    if (!name) {
      i++;
      continue;
    }
    while (i < n && SPACE.test(tag[i]!)) i++;
    let value: string | null = null;
    if (tag[i] === '=') {
      i++;
      while (i < n && SPACE.test(tag[i]!)) i++;
      const quote = tag[i];
      if (quote === '"' || quote === "'") {
        const close = tag.indexOf(quote, i + 1);
        const stop = close < 0 ? n : close;
        value = tag.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const from = i;
        while (i < n && !/[\s>]/.test(tag[i]!)) i++;
        value = tag.slice(from, i);
      }
    }
    if (name === 'href') return value === null ? null : decodeAttribute(value);
  }
  return null;
}

/** The host a link points at (http, https, mailto), or null for links without one (a path of this site, a fragment). */
export function linkHost(href: string): string | null {
  const value = href.trim();
  if (/^mailto:/i.test(value)) {
    const address = value.slice(7).split('?')[0] ?? '';
    const at = address.lastIndexOf('@');
    return at >= 0 && address.length > at + 1 ? normalHost(decodeURIComponentSafe(address.slice(at + 1))) : null;
  }
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return normalHost(new URL(value).hostname);
  } catch {
    return null;
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The href of every link (`<a …>`) in some HTML, in order. */
export function linkHrefs(html: string): string[] {
  const out: string[] = [];
  const lower = html.toLowerCase();
  // `end` is the first '>' after `at`: searched again only once `at` has passed it (linear time).
  let end = -1;
  for (let at = lower.indexOf('<a'); at >= 0; at = lower.indexOf('<a', at + 2)) {
    if (end < at) end = html.indexOf('>', at);
    if (end < 0) break;
    const next = lower[at + 2];
    if (next === undefined || !/[\s/>]/.test(next)) continue;
    const href = hrefOf(html.slice(at + 2, end));
    if (href !== null) out.push(href);
    at = end - 1;
  }
  return out;
}

/** True when a host is one the source names, or a subdomain of one. */
function named(host: string, hosts: ReadonlySet<string>): boolean {
  if (hosts.has(host)) return true;
  for (let dot = host.indexOf('.'); dot >= 0; dot = host.indexOf('.', dot + 1)) {
    const parent = host.slice(dot + 1);
    if (parent.includes('.') && hosts.has(parent)) return true;
  }
  return false;
}

/** The hosts of the links of `html` that the source material does not name, in order, each once. */
export function unverifiedLinkHosts(html: string, facts: GroundingFacts): string[] {
  const hrefs = linkHrefs(html);
  if (hrefs.length === 0) return [];
  const hosts = sourceHosts(facts);
  const out: string[] = [];
  for (const href of hrefs) {
    const host = linkHost(href);
    if (host && !named(host, hosts) && !out.includes(host)) out.push(host);
  }
  return out;
}
