import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { snapshotFields } from '../../app/components/dashboard/revisions/snapshot-fields.ts';
import { articlePageMeta, seoMeta } from '../../app/lib/seo.ts';
import { CONTENT_TYPES, EDITABLE_FIELDS, snapshotNames } from '../../common/content-types.ts';
import { SEO_MSG } from '../../common/messages-seo.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardImage } from '../../common/responsive-images.ts';
import { guideErrorMessage, guideUpdateSchema } from '../../common/schemas-guides.ts';
import { newsErrorMessage, newsUpdateSchema } from '../../common/schemas-news.ts';
import { reviewErrorMessage, reviewUpdateSchema } from '../../common/schemas-reviews.ts';
import { descriptionLength, seoFieldsOf, seoFormValues, seoFromSnapshot, titleLength } from '../../common/seo.ts';

/** The search-engine fields: their rules, their place among the editable fields, the page's head they make. */
const SITE = { siteName: 'Pronti a Tutto', siteUrl: 'https://www.example.it' };
const content = (tags: MetaDescriptor[], key: 'name' | 'property', value: string) =>
  tags.filter((t) => (t as Record<string, unknown>)[key] === value).map((t) => (t as { content: string }).content);
const titleOf = (tags: MetaDescriptor[]) => tags.map((t) => (t as { title?: string }).title).find(Boolean);

describe('the SEO fields’ rules (common/seo.ts)', () => {
  it('are one line of text trimmed, blank is none, left out is no change; the same for the three types', () => {
    const review = (fields: object) => reviewUpdateSchema.parse({ recensione_prodotto: '<p>T.</p>', ...fields });
    expect(review({ seo_titolo: '  Torcia\n frontale  ', seo_descrizione: ' ', noindex: true })).toMatchObject({
      seo_titolo: 'Torcia frontale',
      seo_descrizione: null,
      noindex: true,
    });
    expect(review({})).toMatchObject({ seo_titolo: undefined, seo_descrizione: undefined, noindex: undefined });
    expect(guideUpdateSchema.parse({ seo_descrizione: 'Breve.' }).seo_descrizione).toBe('Breve.');
    expect(newsUpdateSchema.parse({ seo_titolo: null, noindex: false })).toMatchObject({ seo_titolo: null, noindex: false });
  });

  it('refuse with one Italian sentence, in the form and in the API', () => {
    const cases: Array<[object, string]> = [
      [{ seo_titolo: 'x'.repeat(71) }, SEO_MSG.titleMax],
      [{ seo_descrizione: 'x'.repeat(201) }, SEO_MSG.descriptionMax],
      [{ noindex: 'no' }, SEO_MSG.noindexInvalid],
    ];
    for (const [fields, sentence] of cases) {
      expect(reviewErrorMessage(reviewUpdateSchema.safeParse({ recensione_prodotto: '<p>T.</p>', ...fields }).error!)).toBe(sentence);
      expect(guideErrorMessage(guideUpdateSchema.safeParse(fields).error!)).toBe(sentence);
      expect(newsErrorMessage(newsUpdateSchema.safeParse(fields).error!)).toBe(sentence);
    }
  });

  it('measure the lengths against Google’s guidance: titles up to 60, descriptions 120 to 160 (empty is fine)', () => {
    expect(titleLength('x'.repeat(60))).toBe('ok');
    expect(titleLength('x'.repeat(61))).toBe('long');
    expect(descriptionLength('')).toBe('ok');
    expect(descriptionLength('x'.repeat(119))).toBe('short');
    expect(descriptionLength('x'.repeat(140))).toBe('ok');
    expect(descriptionLength('x'.repeat(161))).toBe('long');
  });

  it('go between the editors’ values, their snapshots and kept versions', () => {
    const values = seoFormValues({ seo_titolo: 'Titolo', seo_descrizione: null, noindex: true });
    expect(values).toEqual({ seo_titolo: 'Titolo', seo_descrizione: '', noindex: true });
    expect(seoFieldsOf({ ...values, seo_titolo: '  ' })).toEqual({ seo_titolo: null, seo_descrizione: null, noindex: true });
    expect(seoFromSnapshot(values, { seo_descrizione: 'Nuova', noindex: 'sì' })).toEqual({ seo_titolo: 'Titolo', seo_descrizione: 'Nuova', noindex: true });
    expect(seoFromSnapshot(values, { seo_titolo: null, noindex: false })).toEqual({ seo_titolo: '', seo_descrizione: '', noindex: false });
  });
});

describe('the SEO fields among the editable fields (revisions, pending versions, restore, diff)', () => {
  it('every publishable type has them after its own, noindex as a flag; the About page has none', () => {
    for (const tipo of CONTENT_TYPES) {
      expect(EDITABLE_FIELDS[tipo].slice(-3).map((f) => [f.name, f.kind])).toEqual([
        ['seo_titolo', 'text'],
        ['seo_descrizione', 'text'],
        ['noindex', 'flag'],
      ]);
      expect(snapshotNames(tipo)).toEqual(expect.arrayContaining(['seo_titolo', 'seo_descrizione', 'noindex']));
    }
    expect(EDITABLE_FIELDS['chi-siamo'].map((f) => f.name)).not.toContain('noindex');
  });

  it('the versions’ diff names them in Italian, the flag as Sì or No', () => {
    const fields = snapshotFields('notizia', { titolo: 'T', seo_titolo: 'Titolo SEO', seo_descrizione: null, noindex: true });
    expect(fields.filter((f) => f.key !== 'titolo').map(({ key, label, text }) => ({ key, label, text }))).toEqual([
      { key: 'seo_titolo', label: 'Titolo SEO', text: 'Titolo SEO' },
      { key: 'seo_descrizione', label: 'Descrizione SEO', text: '' },
      { key: 'noindex', label: 'Nascosto ai motori di ricerca (noindex)', text: 'Sì' },
    ]);
    expect(snapshotFields('guida', { noindex: false }).map(({ key, label, text }) => ({ key, label, text }))).toEqual([
      { key: 'noindex', label: 'Nascosto ai motori di ricerca (noindex)', text: 'No' },
    ]);
  });
});

describe('the page’s head (app/lib/seo.ts)', () => {
  const page = { title: 'Kit blackout', description: 'Cosa tenere in casa.', path: '/guida/1', image: null, published: null, modified: '2026-01-01T00:00:00.000Z' };
  const section = { name: 'Guide', path: '/guide' };

  it('uses the SEO title as the whole <title> and the cards’ title, the SEO description everywhere, noindex as robots', () => {
    const tags = articlePageMeta(SITE, { ...page, section, seo: { seo_titolo: 'Kit per il blackout: la lista', seo_descrizione: 'La lista completa.', noindex: true } });
    expect(titleOf(tags)).toBe('Kit per il blackout: la lista');
    expect(content(tags, 'property', 'og:title')).toEqual(['Kit per il blackout: la lista']);
    expect(content(tags, 'name', 'twitter:title')).toEqual(['Kit per il blackout: la lista']);
    for (const [key, name] of [
      ['name', 'description'],
      ['property', 'og:description'],
      ['name', 'twitter:description'],
    ] as const)
      expect(content(tags, key, name)).toEqual(['La lista completa.']);
    expect(content(tags, 'name', 'robots')).toEqual(['noindex, follow']);
    // The article's own headline stays in its structured data.
    expect(JSON.stringify(tags)).toContain('"headline":"Kit blackout"');
  });

  it('keeps what the page computes when the fields are empty, and indexes it', () => {
    const tags = articlePageMeta(SITE, { ...page, section, seo: { seo_titolo: null, seo_descrizione: null, noindex: false } });
    expect(titleOf(tags)).toBe('Kit blackout | Pronti a Tutto');
    expect(content(tags, 'property', 'og:title')).toEqual(['Kit blackout']);
    expect(content(tags, 'name', 'description')).toEqual(['Cosa tenere in casa.']);
    expect(content(tags, 'name', 'robots')).toEqual([]);
    expect(content(tags, 'property', 'og:type')).toEqual(['article']);
  });

  it('gives the cards a cover sized as they want, with its size when known', () => {
    const unsplash = 'https://images.unsplash.com/photo-1?ixid=abc&w=1080&fit=max';
    const tags = seoMeta(SITE, { title: 'T', description: 'D', path: '/guida/1', image: unsplash });
    const [og] = content(tags, 'property', 'og:image');
    const url = new URL(og!);
    expect([url.searchParams.get('w'), url.searchParams.get('h'), url.searchParams.get('fit'), url.searchParams.get('ixid')]).toEqual(['1200', '630', 'crop', 'abc']);
    expect(content(tags, 'property', 'og:image:width')).toEqual([String(CARD_WIDTH)]);
    expect(content(tags, 'property', 'og:image:height')).toEqual([String(CARD_HEIGHT)]);
    expect(content(tags, 'name', 'twitter:image')).toEqual([og]);
    expect(content(tags, 'name', 'twitter:card')).toEqual(['summary_large_image']);

    expect(cardImage('https://m.media-amazon.com/images/I/71abc._AC_SL1500_.jpg')).toEqual({ url: 'https://m.media-amazon.com/images/I/71abc._SL1000_.jpg' });
    expect(cardImage('https://www.example.it/demo/guide/1.svg')).toEqual({ url: 'https://www.example.it/demo/guide/1.svg', width: 1600, height: 900 });
    expect(cardImage('https://altro.example/foto.jpg')).toEqual({ url: 'https://altro.example/foto.jpg' });
  });
});
