import type { ServerBuild } from 'react-router';

/**
 * The inputs of the request-cost test (tests/web/request-cost.test.ts): the page patterns of a
 * build, and odd inputs of a kind and size for a route with the plain request of the same size.
 */

/** Every route pattern of a build's route table, parents' paths joined (`/guida/:id`, `/dashboard/*`). */
export function pagePatternsOf(build: ServerBuild): string[] {
  const lineOf = (id: string | undefined): string[] => {
    const r = id === undefined ? undefined : build.routes[id];
    return r ? [...lineOf(r.parentId), r.path ?? ''] : [];
  };
  return [...new Set(Object.keys(build.routes).map((id) => `/${lineOf(id).filter(Boolean).join('/')}`))];
}

/** The query parameters the site reads anywhere: a repeated or long one reaches real work. */
const KNOWN_PARAMS = ['q', 'stato', 'categoria', 'limit', 'offset', 'pagina', 'tipo', 'id', 'da', 'p', 'keyword', 'ordine', 'periodo', 'geo', 'quando'];
/** Odd characters: percent-encoded letters, overlong UTF-8, invalid escapes, LIKE wildcards, regex-looking runs, accents, spaces. */
const ODD = ['%61', '%C0%AF', '%zz', '%25', '%_', '(a+)+', '%E2%80%AE', '%C3%A8', '+', '%20', '\\', '%2F'];

/** One odd input of a kind at about `size` characters for a route `url` (its params filled in). */
export function oddInput(kind: string, url: string, size: number): { url: string; payload?: string } {
  const fill = (unit: string) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));
  switch (kind) {
    case 'deep path':
      return { url: url + fill('/a') };
    case 'long segment':
      return { url: `${url}/${fill('a')}` };
    case 'encoded path':
      return { url: url.replace(/\/([^/?]*)$/, (_m, last: string) => `/${last}${fill(ODD.join(''))}`) };
    case 'repeated parameters':
      return { url: `${url}?${fill(KNOWN_PARAMS.map((p) => `${p}=a&`).join(''))}` };
    case 'long values':
      return { url: `${url}?${KNOWN_PARAMS.map((p) => `${p}=${fill(ODD.join('')).slice(0, Math.floor(size / KNOWN_PARAMS.length))}`).join('&')}` };
    case 'nested body':
      return { url, payload: `${fill('[')}${fill(']')}`.slice(0, size) };
    case 'wide body':
      return { url, payload: `{${Array.from({ length: Math.floor(size / 12) }, (_, i) => `"k${i}":[1]`).join(',')}}` };
    default:
      return { url, payload: JSON.stringify({ titolo: fill('a'), contenuto: fill('<b>'), q: fill('%_') }) };
  }
}

/** The plain request of the same size: the same route, its extra characters in one dropped parameter (or one string of a JSON body). */
export function plainInput(url: string, odd: { url: string; payload?: string }): { url: string; payload?: string } {
  const extra = Math.max(1, odd.url.length - url.length);
  if (odd.payload !== undefined) return { url, payload: JSON.stringify({ z: 'a'.repeat(Math.max(1, odd.payload.length - 8)) }) };
  return { url: `${url}?z=${'a'.repeat(extra)}` };
}
