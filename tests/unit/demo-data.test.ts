import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { DEMO_ABOUT, DEMO_CATEGORIES, DEMO_GUIDES, DEMO_NEWS, DEMO_PRODUCTS, DEMO_PROMPTS } from '../../server/seed/demo-data.ts';
import { DEMO_AUTHORS } from '../../server/seed/demo-authors.ts';
import { placeholdersIn, PROMPT_PLACEHOLDERS } from '../../common/prompt-placeholders.ts';
import { findExperienceClaims } from '../../common/experience-claims.ts';
import { factsOf, findUnverifiedClaims } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { unresolvedClaims } from '../../common/claims.ts';
import type { GuideContent } from '../../common/types.ts';
import { blockHtml, blocksIn } from '../../common/content-blocks.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';
import { withProductIds } from '../../server/seed/demo.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicFile = (image: string): string => path.join(ROOT, 'public', image);

/** Editorial markup, and `figure` for the blocks (each one a valid block: checked below). */
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em', 'figure']);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)(?:[^>a-zA-Z0-9][^>]*)?>/g)].map((m) => m[1]!.toLowerCase());
}

function wordCount(html: string): number {
  return html
    .replace(/<[^<>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('demo data: categories and products', () => {
  it('has 6 categories with unique keys', () => {
    expect(DEMO_CATEGORIES).toHaveLength(6);
    expect(new Set(DEMO_CATEGORIES.map((c) => c.key)).size).toBe(6);
    for (const c of DEMO_CATEGORIES) {
      expect(c.nome.trim()).not.toBe('');
      expect(c.descrizione.trim()).not.toBe('');
    }
  });

  it('has 24 products with unique kebab-case keys, 4 per category', () => {
    expect(DEMO_PRODUCTS).toHaveLength(24);
    const keys = DEMO_PRODUCTS.map((p) => p.key);
    expect(new Set(keys).size).toBe(24);
    for (const key of keys) expect(key).toMatch(KEBAB);
    const categoryKeys = new Set(DEMO_CATEGORIES.map((c) => c.key));
    for (const p of DEMO_PRODUCTS) expect(categoryKeys.has(p.category), `${p.key} → ${p.category}`).toBe(true);
    for (const c of DEMO_CATEGORIES) {
      expect(
        DEMO_PRODUCTS.filter((p) => p.category === c.key),
        c.key,
      ).toHaveLength(4);
    }
  });

  it('uses unique, ASIN-shaped codes', () => {
    const asins = DEMO_PRODUCTS.map((p) => p.asin);
    expect(new Set(asins).size).toBe(asins.length);
    for (const asin of asins) expect(asin).toMatch(/^B0[A-Z0-9]{8}$/);
  });

  it('has plausible prices and ratings', () => {
    let discounted = 0;
    for (const p of DEMO_PRODUCTS) {
      expect(p.prezzo_originale, p.key).toBeGreaterThan(0);
      expect(Math.round(p.prezzo_originale * 100) / 100).toBe(p.prezzo_originale);
      if (p.prezzo_scontato !== null) {
        discounted++;
        expect(p.prezzo_scontato, p.key).toBeGreaterThan(0);
        expect(p.prezzo_scontato, p.key).toBeLessThan(p.prezzo_originale);
        expect(Math.round(p.prezzo_scontato * 100) / 100).toBe(p.prezzo_scontato);
      }
      expect(p.valutazione, p.key).toBeGreaterThanOrEqual(0);
      expect(p.valutazione, p.key).toBeLessThanOrEqual(5);
      expect(Math.round(p.valutazione * 10) / 10).toBe(p.valutazione);
    }
    expect(discounted).toBeGreaterThanOrEqual(8);
    expect(discounted).toBeLessThanOrEqual(16);
  });

  it('has distinct creation offsets within 1..60 days', () => {
    const days = DEMO_PRODUCTS.map((p) => p.createdDaysAgo);
    expect(new Set(days).size).toBe(days.length);
    for (const d of days) {
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(1);
      expect(d).toBeLessThanOrEqual(60);
    }
  });

  it('fills every text field, with short names of at most 5 words', () => {
    for (const p of DEMO_PRODUCTS) {
      for (const field of [p.nome_prodotto, p.seo_keyword, p.specifiche_tecniche, p.descrizione_generale, p.informazioni_articolo, p.contenuto_scatola]) {
        expect(field.trim(), p.key).not.toBe('');
      }
      expect(p.nome_sintetico.trim().split(/\s+/).length, p.key).toBeLessThanOrEqual(5);
      for (const line of p.specifiche_tecniche.split('\n')) expect(line, p.key).toMatch(/^[^:]+: .+/);
      for (const line of p.informazioni_articolo.split('\n')) expect(line, p.key).toMatch(/^[^:]+: .+/);
    }
  });

  it('has 20 reviews (18 published, 2 drafts) in allowed HTML of 250-450 words', () => {
    const reviews = DEMO_PRODUCTS.flatMap((p) => (p.review ? [{ key: p.key, ...p.review }] : []));
    expect(reviews).toHaveLength(20);
    expect(reviews.filter((r) => r.stato === 'pubblicata')).toHaveLength(18);
    expect(reviews.filter((r) => r.stato === 'bozza')).toHaveLength(2);
    expect(DEMO_PRODUCTS.filter((p) => p.review === null)).toHaveLength(4);
    for (const r of reviews) {
      expect(r.titolo.trim(), r.key).not.toBe('');
      for (const tag of tagsIn(r.html)) expect(ALLOWED_TAGS.has(tag), `${r.key}: <${tag}>`).toBe(true);
      const words = wordCount(r.html);
      expect(words, r.key).toBeGreaterThanOrEqual(250);
      expect(words, r.key).toBeLessThanOrEqual(450);
    }
    expect(new Set(reviews.map((r) => r.html)).size).toBe(reviews.length);
  });
});

describe('demo data: guides, news, prompts, about', () => {
  it('has 4 guides (3 published, 1 draft) whose sections reference existing products', () => {
    expect(DEMO_GUIDES).toHaveLength(4);
    expect(DEMO_GUIDES.filter((g) => g.stato === 'pubblicata')).toHaveLength(3);
    expect(DEMO_GUIDES.filter((g) => g.stato === 'bozza')).toHaveLength(1);
    const keys = new Set(DEMO_PRODUCTS.map((p) => p.key));
    const productIds = new Map(DEMO_PRODUCTS.map((p, i) => [p.key, i + 1]));
    for (const g of DEMO_GUIDES) {
      expect(g.sezioni.length, g.titolo).toBeGreaterThanOrEqual(3);
      expect(g.sezioni.length, g.titolo).toBeLessThanOrEqual(5);
      for (const s of g.sezioni) expect(keys.has(s.product), `${g.titolo} → ${s.product}`).toBe(true);
      const keyed = [g.introduzione, ...g.sezioni.map((s) => s.testo), g.conclusione].join('\n');
      // A box names its product by key: every key is a demo product's.
      for (const [, key] of keyed.matchAll(/data-id="@([a-z0-9-]+)"/g)) expect(keys.has(key!), `${g.titolo} → @${key}`).toBe(true);
      const html = withProductIds(keyed, productIds);
      for (const tag of tagsIn(html)) expect(ALLOWED_TAGS.has(tag), `${g.titolo}: <${tag}>`).toBe(true);
      // Every figure is a block the public page renders, unchanged by the sanitiser.
      expect(blocksIn(html), g.titolo).toHaveLength(html.match(/<figure\b/g)?.length ?? 0);
      for (const b of blocksIn(html)) expect(sanitizeRichText(blockHtml(b)), g.titolo).toBe(blockHtml(b));
      const words = wordCount(html);
      expect(words, g.titolo).toBeGreaterThanOrEqual(400);
      expect(words, g.titolo).toBeLessThanOrEqual(700);
    }
  });

  it('has 8 news items (7 published, 1 draft) with unique kebab-case slugs and recent dates', () => {
    expect(DEMO_NEWS).toHaveLength(8);
    expect(DEMO_NEWS.filter((n) => n.stato === 'pubblicata')).toHaveLength(7);
    expect(DEMO_NEWS.filter((n) => n.stato === 'bozza')).toHaveLength(1);
    const slugs = DEMO_NEWS.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const reference = Date.parse('2026-11-21T00:00:00Z');
    for (const n of DEMO_NEWS) {
      expect(n.slug).toMatch(KEBAB);
      expect(n.image).toBe(`/demo/notizie/${n.slug}.svg`);
      expect(n.link_fonte).toMatch(/^https:\/\//);
      expect(Number.isInteger(n.rilevanza) && n.rilevanza >= 0 && n.rilevanza <= 5, n.slug).toBe(true);
      const date = Date.parse(n.data_pubblicazione);
      expect(Number.isNaN(date), n.slug).toBe(false);
      expect(date, n.slug).toBeLessThan(reference);
      expect(date, n.slug).toBeGreaterThanOrEqual(reference - 30 * 24 * 3600 * 1000);
      if (n.contenuto !== null) {
        for (const tag of tagsIn(n.contenuto)) expect(ALLOWED_TAGS.has(tag), `${n.slug}: <${tag}>`).toBe(true);
      }
    }
    const withoutContent = DEMO_NEWS.filter((n) => n.contenuto === null).length;
    expect(withoutContent).toBeGreaterThanOrEqual(1);
    expect(withoutContent).toBeLessThanOrEqual(2);
  });

  it('has exactly one prompt per type', () => {
    expect(DEMO_PROMPTS).toHaveLength(3);
    for (const tipo of ['recensione', 'guida', 'notizia'] as const) {
      expect(
        DEMO_PROMPTS.filter((p) => p.tipo === tipo),
        tipo,
      ).toHaveLength(1);
    }
    for (const p of DEMO_PROMPTS) expect(p.testo.length, p.tipo).toBeGreaterThan(500);
  });

  it('uses only the placeholders the code fills for each type (common/prompt-placeholders.ts)', () => {
    for (const p of DEMO_PROMPTS) {
      const known = PROMPT_PLACEHOLDERS[p.tipo].map((x) => x.name as string);
      const used = placeholdersIn(p.testo);
      for (const name of used) expect(known, `${p.tipo}: {${name}}`).toContain(name);
      expect(used.length, p.tipo).toBeGreaterThan(0);
    }
    const review = DEMO_PROMPTS.find((p) => p.tipo === 'recensione')!;
    expect(placeholdersIn(review.testo)).toEqual(expect.arrayContaining(['nome_prodotto', 'specifiche_tecniche', 'descrizione_generale']));
    const guide = DEMO_PROMPTS.find((p) => p.tipo === 'guida')!;
    expect(placeholdersIn(guide.testo).sort()).toEqual(['prodotti', 'titolo']);
    // The guide prompt asks for the JSON of spec section 3.
    for (const word of ['JSON', '"introduzione"', '"sezioni"', '"id_prodotto"', '"testo"', '"conclusione"']) expect(guide.testo).toContain(word);
  });

  it('has an About page in allowed HTML with the affiliate disclosure', () => {
    for (const tag of tagsIn(DEMO_ABOUT)) expect(ALLOWED_TAGS.has(tag), `<${tag}>`).toBe(true);
    expect(DEMO_ABOUT).toContain('Affiliato Amazon');
  });
});

describe('demo data: no claim of testing or use (nobody at the publisher tests the products)', () => {
  const claims = (html: string) => findExperienceClaims(html).map((c) => c.text);

  it('no review claims first-person testing or experience', () => {
    for (const p of DEMO_PRODUCTS) if (p.review) expect(claims(`<h1>${p.review.titolo}</h1>${p.review.html}`), p.key).toEqual([]);
  });

  it('no guide claims it', () => {
    for (const g of DEMO_GUIDES) {
      const html = [`<h1>${g.titolo}</h1>`, g.introduzione, ...g.sezioni.map((s) => s.testo), g.conclusione].join('\n');
      expect(claims(html), g.titolo).toEqual([]);
    }
  });

  it('no news item claims it', () => {
    for (const n of DEMO_NEWS) {
      expect(claims([n.titolo, n.sommario, n.descrizione].map((t) => `<p>${t}</p>`).join('') + (n.contenuto ?? '')), n.slug).toEqual([]);
    }
  });

  it('neither do the About page nor the category descriptions', () => {
    expect(claims(DEMO_ABOUT)).toEqual([]);
    for (const c of DEMO_CATEGORIES) expect(claims(`<p>${c.descrizione}</p>`), c.key).toEqual([]);
  });
});

describe('demo data: the demo content passes its own grounding check', () => {
  const facts = (p: (typeof DEMO_PRODUCTS)[number]) => ({ ...p, valutazione_prodotto: p.valutazione });

  it('every demo review has no claim its product data does not support (what publishing checks)', () => {
    const flagged = DEMO_PRODUCTS.filter((p) => p.review).map((p) => [p.key, findUnverifiedClaims(p.review!.html, factsOf([facts(p)]))] as const);
    expect(flagged.filter(([, claims]) => claims.length > 0)).toEqual([]);
  });

  it('every demo guide has none either once the confirmations it ships with count (the water guide’s public-health advice)', () => {
    // '4 litri' a person a day for '3 giorni' is the Protezione Civile's advice, not a product's
    // datum: the demo guide ships it confirmed with that source, as an editor would (decision 0023).
    for (const guide of DEMO_GUIDES) {
      const products = guide.sezioni.map((s) => facts(DEMO_PRODUCTS.find((p) => p.key === s.product)!));
      const content: GuideContent = {
        introduzione: guide.introduzione,
        sezioni: guide.sezioni.map((s, i) => ({ id_prodotto: i + 1, testo: s.testo })),
        conclusione: guide.conclusione,
      };
      const claims = unverifiedGuideClaims(content, products, guide.titolo);
      const confirmed = (guide.conferme ?? []).map((c) => ({ testo: c.testo }));
      expect(
        unresolvedClaims(claims, confirmed).map((c) => c.text),
        guide.titolo,
      ).toEqual([]);
      // Every confirmation names a real claim of the guide and its source.
      for (const c of guide.conferme ?? []) {
        expect(
          claims.map((x) => x.text),
          guide.titolo,
        ).toContain(c.testo);
        expect(c.fonte.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('demo images', () => {
  it('has a file on disk for every product, guide, news and author image', () => {
    const images = [...DEMO_PRODUCTS.map((p) => p.image), ...DEMO_GUIDES.map((g) => g.image), ...DEMO_NEWS.map((n) => n.image), ...DEMO_AUTHORS.map((a) => a.immagine)];
    for (const p of DEMO_PRODUCTS) expect(p.image).toBe(`/demo/prodotti/${p.key}.svg`);
    DEMO_GUIDES.forEach((g, i) => expect(g.image).toBe(`/demo/guide/${i + 1}.svg`));
    for (const image of images) {
      expect(fs.existsSync(publicFile(image)), image).toBe(true);
      const svg = fs.readFileSync(publicFile(image), 'utf8');
      expect(svg.length, image).toBeLessThan(8 * 1024);
      expect(svg, image).toContain('role="img"');
      expect(svg, image).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });

  it('has a real PNG placeholder', () => {
    const png = fs.readFileSync(publicFile('/assets/placeholder.png'));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(800);
    expect(png.readUInt32BE(20)).toBe(800);
  });
});
