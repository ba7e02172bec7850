import { createHash } from 'node:crypto';
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
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  );
}

describe('Content Security Policy: a nonce per response, or hashes for pages shared from the render cache', () => {
  it('allows scripts only from the site, with this response’s nonce or the hash of each inline script', async () => {
    for (const url of ['/', '/prodotti', '/contatti', '/guide', '/notizie', '/chi-siamo', '/login', '/dashboard']) {
      // Twice: the first answer renders, the second may come from the render cache.
      for (const round of [1, 2]) {
        // The dashboard as staff: an anonymous request for it is only a redirect to /login.
        const res = await page(url, url === '/dashboard' ? { cookie } : {});
        expect(res.statusCode, url).toBe(200);
        const csp = String(res.headers['content-security-policy']);
        const src = scriptSrc(csp);
        expect(src).not.toContain('unsafe-inline');
        expect(src).not.toContain('unsafe-eval');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src-attr 'none'");
        const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
        expect(scripts.length, url).toBeGreaterThan(0);
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(src)?.[1];
        if (res.headers['x-render-cache'] === undefined) expect(nonce, `${url}: ${src}`).toBeTruthy();
        for (const [tag, attrs, text] of scripts) {
          // JSON-LD is data, not code; every executable inline script needs the nonce or its hash.
          if (/type="application\/ld\+json"/.test(attrs!) || /\bsrc=/.test(attrs!)) continue;
          if (nonce) expect(tag, `${url} (${round})`).toContain(`nonce="${nonce}"`);
          else expect(src, `${url} (${round})`).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
        }
      }
    }
  });

  it('uses a fresh nonce for every response that is not shared', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const csp = String((await page('/login')).headers['content-security-policy']);
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]!);
    }
    expect(nonces.size).toBe(5);
    // A page from the render cache carries no nonce at all: every visitor would see the same one.
    await page('/guide');
    const shared = await page('/guide');
    expect(shared.headers['x-render-cache']).toBe('hit');
    expect(String(shared.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('a public page has no inline script to allow: from the render cache its policy is the site’s own files only; the dashboard’s has its nonce', async () => {
    for (const url of ['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/contatti', '/privacy']) {
      await page(url);
      const res = await page(url);
      expect(res.headers['x-render-cache'], url).toBe('hit');
      expect(scriptSrc(String(res.headers['content-security-policy'])), url).toBe("script-src 'self'");
    }
    expect(scriptSrc(String((await page('/dashboard', { cookie })).headers['content-security-policy']))).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'$/);
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
