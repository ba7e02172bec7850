import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF } from '../../server/domain/visibility.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

let s: TestWebServer;
let cookie: string;

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.8.0.1' });
  cookie = cookieFrom(res);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

function scriptSrc(csp: string): string {
  return csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
}

describe('Content Security Policy with a nonce per response', () => {
  it('allows scripts only from the site or with this response’s nonce, and every inline script carries it', async () => {
    for (const url of ['/', '/prodotti', '/contatti', '/guide', '/notizie', '/chi-siamo', '/login', '/dashboard']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const src = scriptSrc(csp);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(src)?.[1];
      expect(nonce, `${url}: ${src}`).toBeTruthy();
      expect(src).not.toContain('unsafe-inline');
      expect(src).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src-attr 'none'");
      const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) {
        // JSON-LD is data, not code; every executable script needs the nonce.
        if (/type="application\/ld\+json"/.test(tag)) continue;
        expect(tag, url).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('uses a fresh nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const csp = String((await page('/')).headers['content-security-policy']);
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]!);
    }
    expect(nonces.size).toBe(5);
  });
});

describe('staff preview of drafts on their public pages', () => {
  it('a logged-in editor sees a draft guide, marked, noindex and never cached; a visitor gets 404', async () => {
    const [draft] = await s.services.guides.list(STAFF, { stato: 'bozza' });
    expect(draft).toBeTruthy();
    const url = `/guida/${draft!.id}`;
    const anonymous = await page(url);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.body).not.toContain(draft!.titolo);

    const staff = await page(url, { cookie });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('Anteprima — non pubblicata');
    expect(staff.body).toContain(draft!.titolo.replaceAll('&', '&amp;'));
    expect(staff.body).toMatch(/<meta name="robots" content="noindex/);
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('the same for a draft news item and a draft review on its product page', async () => {
    const [news] = await s.services.news.list(STAFF, { stato: 'bozza' });
    expect(news?.slug).toBeTruthy();
    expect((await page(`/notizie/${news!.slug}`)).statusCode).toBe(404);
    const staffNews = await page(`/notizie/${news!.slug}`, { cookie });
    expect(staffNews.statusCode).toBe(200);
    expect(staffNews.body).toContain('Anteprima — non pubblicata');
    expect(staffNews.headers['cache-control']).toBe('private, no-store');

    const [review] = await s.services.reviews.list(STAFF, { stato: 'bozza' });
    expect(review).toBeTruthy();
    const productUrl = `/articolo/${review!.id_prodotto}`;
    const visitor = await page(productUrl);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('Anteprima — non pubblicata');
    expect(visitor.body).toContain('Nessuna recensione disponibile per questo prodotto.');
    const editor = await page(productUrl, { cookie });
    expect(editor.body).toContain('Anteprima — non pubblicata');
    expect(editor.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it('published pages carry no preview mark and stay indexable for visitors', async () => {
    const [published] = await s.services.guides.list(STAFF, { stato: 'pubblicata' });
    const res = await page(`/guida/${published!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Anteprima — non pubblicata');
    expect(res.body).not.toMatch(/<meta name="robots" content="noindex/);
    expect(res.headers['cache-control']).not.toBe('private, no-store');
  });
});
