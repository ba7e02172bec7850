import { describe, expect, it } from 'vitest';
import { articleLd, articlePageMeta } from '../../app/lib/seo.ts';
import { CONTENT_TYPES, EDITABLE_FIELDS, snapshotNames } from '../../common/content-types.ts';
import { guideErrorMessage, guideUpdateSchema } from '../../common/schemas-guides.ts';
import { newsErrorMessage, newsUpdateSchema } from '../../common/schemas-news.ts';
import { reviewErrorMessage, reviewUpdateSchema } from '../../common/schemas-reviews.ts';
import { SUBTITLE_MAX, SUBTITLE_MSG, subtitleSchema } from '../../common/subtitle.ts';

/** The subtitle (`sottotitolo`): its rule, its place in the registry's editable fields, its JSON-LD. */
describe('the subtitle', () => {
  it('is plain text, trimmed, at most 200 characters; blank is none; absent leaves it alone', () => {
    expect(subtitleSchema.parse('  Una riga  ')).toBe('Una riga');
    expect(subtitleSchema.parse('   ')).toBeNull();
    expect(subtitleSchema.parse(null)).toBeNull();
    expect(subtitleSchema.parse(undefined)).toBeUndefined();
    expect(subtitleSchema.parse('x'.repeat(SUBTITLE_MAX))).toHaveLength(SUBTITLE_MAX);
    expect(subtitleSchema.safeParse('x'.repeat(SUBTITLE_MAX + 1)).error?.issues[0]?.message).toBe(SUBTITLE_MSG.subtitleMax);
    expect(subtitleSchema.safeParse(3).error?.issues[0]?.message).toBe(SUBTITLE_MSG.subtitleInvalid);
  });

  it('is an editable field of every publishable type, after the title, labelled Sottotitolo', () => {
    for (const tipo of CONTENT_TYPES) {
      const names = EDITABLE_FIELDS[tipo].map((f) => f.name);
      expect(names.indexOf('sottotitolo'), tipo).toBe(names.indexOf('titolo') + 1);
      expect(EDITABLE_FIELDS[tipo].find((f) => f.name === 'sottotitolo')).toEqual({ name: 'sottotitolo', kind: 'text', label: 'Sottotitolo' });
      expect(snapshotNames(tipo).slice(0, 2)).toEqual(['titolo', 'sottotitolo']);
    }
    expect(EDITABLE_FIELDS['chi-siamo'].map((f) => f.name)).not.toContain('sottotitolo');
  });

  it('is read by the three save schemas, whose 400 says it in Italian', () => {
    const long = 'x'.repeat(SUBTITLE_MAX + 1);
    expect(reviewUpdateSchema.parse({ recensione_prodotto: '<p>Testo.</p>', sottotitolo: ' Sì ' }).sottotitolo).toBe('Sì');
    expect(guideUpdateSchema.parse({ sottotitolo: '' }).sottotitolo).toBeNull();
    expect(newsUpdateSchema.parse({ sottotitolo: 'Breve' }).sottotitolo).toBe('Breve');
    expect(reviewErrorMessage(reviewUpdateSchema.safeParse({ recensione_prodotto: '<p>T.</p>', sottotitolo: long }).error!)).toBe(SUBTITLE_MSG.subtitleMax);
    expect(guideErrorMessage(guideUpdateSchema.safeParse({ sottotitolo: long }).error!)).toBe(SUBTITLE_MSG.subtitleMax);
    expect(newsErrorMessage(newsUpdateSchema.safeParse({ sottotitolo: long }).error!)).toBe(SUBTITLE_MSG.subtitleMax);
  });

  it('is the Article’s alternativeHeadline when there is one', () => {
    const site = { siteName: 'Pronti a Tutto', siteUrl: 'https://example.it' };
    const base = { headline: 'Titolo', description: 'Descrizione', path: '/guida/1' };
    expect(articleLd(site, { ...base, alternativeHeadline: 'Sotto' })).toMatchObject({ '@type': 'Article', headline: 'Titolo', alternativeHeadline: 'Sotto' });
    expect(articleLd(site, { ...base, alternativeHeadline: null })).not.toHaveProperty('alternativeHeadline');
    const meta = articlePageMeta(site, {
      title: 'Titolo',
      subtitle: 'Sotto',
      description: 'Descrizione',
      path: '/guida/1',
      image: null,
      published: null,
      modified: '2026-01-01T00:00:00.000Z',
      section: { name: 'Guide', path: '/guide' },
    });
    const ld = meta.flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json']] : []));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'Article', alternativeHeadline: 'Sotto' }));
  });
});
