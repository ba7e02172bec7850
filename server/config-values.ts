import net from 'node:net';
import { z } from 'zod';

/**
 * How the environment variables' values are read (server/config.ts lists the variables): empty
 * means unset, flags, whole numbers in a range, URLs, API keys, TRUST_PROXY. Each refusal is one
 * Italian phrase that follows the variable's name.
 */

/** A wrong environment variable: one Italian line naming it (start-up stops). */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A fallback API key: one token (no spaces, e.g. not "Bearer sk-…"), at most 1000 characters. */
export const apiKeyVar = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(1000, { error: 'può avere al massimo 1000 caratteri' })
    .regex(/^\S+$/, { error: 'deve essere la sola chiave, senza spazi (per esempio senza "Bearer")' })
    .optional(),
);
export const httpUrl = z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https:// valido' });
export const optionalUrl = z.preprocess(emptyToUndefined, httpUrl.optional());
export const booleanFlag = (def: boolean) =>
  z.preprocess(
    (v) => emptyToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'deve essere true oppure false' })
      .optional()
      .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes')),
  );

/**
 * TRUST_PROXY: how many reverse proxies stand in front of Scorta (a hop count), or their addresses
 * (IPs or CIDR networks, comma separated; also proxy-addr's names loopback, linklocal,
 * uniquelocal). Fastify then takes the client address from X-Forwarded-For only as far as those
 * proxies vouch for it. `true` (trust every X-Forwarded-For) is refused: with it any client can
 * choose its own address and walk around the per-IP login and contact limits.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_HELP = 'indica quanti proxy ci sono davanti a Scorta (per esempio 1) oppure i loro indirizzi o reti separati da virgole (per esempio 10.0.0.1,192.168.0.0/16)';
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 100;

function isIpOrCidr(value: string): boolean {
  if (TRUST_PROXY_NAMES.has(value)) return true;
  const [ip, prefix, ...rest] = value.split('/');
  if (rest.length > 0 || !ip) return false;
  const family = net.isIP(ip);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const v = raw?.toLowerCase();
      if (v === undefined || v === 'false' || v === 'no') return false;
      if (v === 'true' || v === 'yes' || v === 'on') {
        ctx.addIssue({
          code: 'custom',
          message: `non accetta più true (con true chiunque potrebbe scegliersi l'indirizzo IP con l'intestazione X-Forwarded-For): ${TRUST_PROXY_HELP}`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        if (hops > MAX_PROXY_HOPS) {
          ctx.addIssue({ code: 'custom', message: `deve essere un numero di proxy tra 0 e ${MAX_PROXY_HOPS}` });
          return z.NEVER;
        }
        return hops === 0 ? false : hops;
      }
      const list = raw!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length === 0 || !list.every(isIpOrCidr)) {
        ctx.addIssue({ code: 'custom', message: `non è valida: ${TRUST_PROXY_HELP}` });
        return z.NEVER;
      }
      return list;
    }),
);

export const DEFAULT_FEED_URLS = [
  'https://www.ansa.it/sito/notizie/cronaca/cronaca_rss.xml',
  'https://www.protezionecivile.gov.it/it/feed/notizie',
  'https://www.ilpost.it/italia/feed/',
];

/** A whole number between min and max; the error says what it should be and the range. */
export function boundedInteger(what: string, min: number, max: number) {
  const error = `${what} (${min}–${max})`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A whole number between min and max, with a default. */
export function integerVar(what: string, min: number, max: number, def: number) {
  return z.preprocess(emptyToUndefined, boundedInteger(what, min, max).default(def));
}

export function millisecondsVar(min: number, max: number, def: number) {
  return integerVar('deve essere un numero intero di millisecondi', min, max, def);
}
