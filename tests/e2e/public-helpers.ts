import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN, SITE_URL } from './server.ts';

/** Helpers of the public-site browser tests. */
export { SITE_URL };

/** The e2e server's time (its own clock, to the second), as the Date header of its answer says. */
export async function serverTime(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/health');
  return Date.parse(res.headers()['date'] ?? '');
}

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

export interface Ref {
  productId: number;
  reviewTitle: string;
  guideId: number;
  guideTitle: string;
  newsSlug: string;
  newsTitle: string;
}

/** The first published product review, guide and news item, as an anonymous visitor sees them. */
export async function publishedRefs(request: APIRequestContext): Promise<Ref> {
  const [reviews, guides, news] = await Promise.all([
    getJson<Array<{ id_prodotto: number; titolo: string }>>(request, '/api/recensioni?stato=pubblicata'),
    getJson<Array<{ id: number; titolo: string }>>(request, '/api/guide?stato=pubblicata'),
    getJson<Array<{ slug: string; titolo: string; contenuto: string | null }>>(request, '/api/notizie?stato=pubblicata'),
  ]);
  const withContent = news.find((n) => n.contenuto)!;
  return {
    productId: reviews[0]!.id_prodotto,
    reviewTitle: reviews[0]!.titolo,
    guideId: guides[0]!.id,
    guideTitle: guides[0]!.titolo,
    newsSlug: withContent.slug,
    newsTitle: withContent.titolo,
  };
}

/** One address of every public page type (the login page included). */
export function publicPagePaths(refs: Ref): string[] {
  return [
    '/',
    '/prodotti',
    `/articolo/${refs.productId}`,
    '/guide',
    `/guida/${refs.guideId}`,
    '/notizie',
    `/notizie/${refs.newsSlug}`,
    '/chi-siamo',
    '/contatti',
    '/privacy',
    '/login',
  ];
}

/** A request context logged in as the e2e admin (for reading drafts). */
export async function staffRequest(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL: SITE_URL });
  const res = await ctx.post('/api/auth/login', { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`login e2e fallito: ${res.status()}`);
  return ctx;
}

/** Every JSON-LD block of the page's HTML, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is free-form; the tests read it by path and compare
export function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

export function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  const re = new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`);
  return re.exec(html)?.[1] ?? null;
}

export function canonical(html: string): string | null {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** HTML and XML text with the entities React and our XML writer use turned back into characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x27|apos|quot|lt|gt|amp);/g, (_m, e: string) => ({ '#x27': "'", apos: "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]!);
}

export function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}

/** Fails the test on any uncaught error or console error the page reports. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}
