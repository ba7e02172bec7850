import fs from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MSG } from '../../common/messages-outside.ts';
import { ARTICLE_MIN_CHARS, createArticleExtractor, extractArticle } from '../../server/integrations/articles/client.ts';
import { createFeedReader } from '../../server/integrations/feeds/client.ts';
import { FAKE_ARTICLES, feedHandlers, GOOD_FAKE_FEEDS } from '../mocks/feeds.ts';
import { outsideFailure } from '../helpers/outside.ts';

const SHARED = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'articles');
const hasShared = fs.existsSync(SHARED);
if (!hasShared) console.warn(`article-extract: ${SHARED} assente, i test sulle pagine reali sono saltati.`);

const server = setupServer(...feedHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// A timeout far beyond any test, so that no answer of the fakes races it; the timeout tests
// set their own, for a server that never answers.
const config = (timeoutMs = 600_000) => ({
  siteName: 'Pronti a Tutto',
  siteUrl: 'https://www.prontiatutto.it',
  feeds: { timeoutMs, articleTimeoutMs: timeoutMs, allowPrivateAddresses: true },
});
const extractor = (timeoutMs?: number) => createArticleExtractor(config(timeoutMs), { backoffMs: 10 });

async function failure(call: Promise<unknown>) {
  const err = await outsideFailure(call);
  expect(err.service).toBe('feed');
  return err;
}

describe('article extraction from our fake pages', () => {
  it('reads the article: title, byline, paragraphs separated by blank lines, og:image made absolute; no menu, footer or script', async () => {
    const article = await extractor().extract(`${FAKE_ARTICLES.base}allerta-meteo-arancione-liguria`);
    expect(article.titolo).toBe('Allerta meteo arancione in Liguria: scuole chiuse a Genova e Savona');
    expect(article.autore).toBe('Marta Ferrando');
    expect(article.immagine_url).toBe('https://notizie.scorta.test/immagini/allerta-meteo-arancione-liguria.jpg');
    const paragraphs = article.testo.split('\n\n');
    expect(paragraphs).toContain(
      'I sindaci di Genova, Savona e di altri trenta comuni hanno disposto la chiusura delle scuole di ogni ordine e grado, dei parchi e dei cimiteri. Sono sconsigliati gli spostamenti non necessari, in particolare lungo i torrenti Bisagno, Polcevera e Letimbro, dove sono attivi i presidi idraulici dei volontari.',
    );
    expect(article.testo).toMatch(/(?:^|\n\n)La Protezione civile regionale ha innalzato a arancione il livello di allerta/);
    expect(article.testo).toMatch(/sui canali ufficiali dei comuni\.$/);
    expect(article.testo).not.toMatch(/Abbonati|Usiamo i cookie|Partita IVA|dataLayer|Leggi anche/);
  });

  it('every item of the good fake feeds links to a page with an article', async () => {
    const reader = createFeedReader(config(), { backoffMs: 10 });
    const links = new Set<string>();
    for (const url of GOOD_FAKE_FEEDS) {
      const result = await reader.read(url);
      if (result.status !== 'ok') throw new Error(url);
      for (const item of result.feed.items) links.add(item.link_fonte ?? item.link!);
    }
    expect(links.size).toBeGreaterThanOrEqual(8);
    for (const link of links) {
      const article = await extractor().extract(link);
      expect(article.testo.length, link).toBeGreaterThanOrEqual(ARTICLE_MIN_CHARS);
      expect(article.titolo, link).toBeTruthy();
    }
  });

  it('a feedburner-style redirect lands on the article', async () => {
    const article = await extractor().extract('https://feed.scorta.test/~r/protezione-civile/siccita-razionamento-acqua-sicilia');
    expect(article.titolo).toBe('Siccità, in Sicilia scatta il razionamento dell’acqua in 90 comuni');
  });

  it('decodes a windows-1252 page whose charset is only in its <meta>', async () => {
    const article = await extractor().extract(FAKE_ARTICLES.latin1);
    expect(article.titolo).toBe('Alluvione in Emilia-Romagna, un anno dopo: cosa è cambiato');
    expect(article.testo).toContain('A un anno dall’alluvione che ha colpito la Romagna');
    expect(article.testo).toMatch(/Costo medio dei danni per famiglia: 25\.000 €\.$/);
    expect(article.immagine_url).toBe('https://notizie.scorta.test/immagini/alluvione-emilia-romagna.jpg');
  });

  it('a page without an article, a PDF, a missing page, a non-http address', async () => {
    let err = await failure(extractor().extract(FAKE_ARTICLES.noArticle));
    expect([err.failure, err.message]).toEqual(['invalid-response', FEED_MSG.noArticle]);
    err = await failure(extractor().extract(FAKE_ARTICLES.notHtml));
    expect([err.failure, err.message]).toEqual(['invalid-response', FEED_MSG.notHtml]);
    err = await failure(extractor().extract(`${FAKE_ARTICLES.base}non-esiste`));
    expect([err.failure, err.message, err.statusCode]).toEqual(['not-found', FEED_MSG.articleNotFound, 404]);
    err = await failure(extractor().extract('javascript:alert(1)'));
    expect([err.failure, err.message]).toEqual(['invalid-response', FEED_MSG.articleNotHttp]);
  });

  it('times out with the article’s own Italian message', async () => {
    const err = await failure(extractor(1_000).extract(FAKE_ARTICLES.slow));
    expect([err.failure, err.message]).toEqual(['timeout', FEED_MSG.articleTimeout(1)]);
  });

  it('hostile markup: scripts and event handlers never reach the text, javascript: images are ignored', () => {
    const paragraph = 'Il comune ha attivato il centro operativo e invita i cittadini a seguire gli aggiornamenti sui canali ufficiali. ';
    const html = `<!doctype html><html><head><title>Prova</title><meta property="og:image" content="javascript:alert(1)"></head><body><article><h1>Prova</h1>
      <p>${paragraph.repeat(3)}<script>alert('x')</script></p><p onclick="alert(2)">${paragraph.repeat(2)}</p><img src="data:image/png;base64,AAAA"></article></body></html>`;
    const article = extractArticle(html, 'https://n.example/a');
    expect(article.testo).not.toMatch(/alert|<|>/);
    expect(article.immagine_url).toBeNull();
  });
});

describe.skipIf(!hasShared)('the real pages of ../shared/fixtures/articles', () => {
  it('Le Monde (Readability’s own test page): title, byline, text, og:image', async () => {
    const article = await extractor().extract(FAKE_ARTICLES.lemonde);
    const expected = JSON.parse(fs.readFileSync(path.join(SHARED, 'mozilla_readability_lemonde-1', 'expected-metadata.json'), 'utf8'));
    expect(article.titolo).toBe(expected.title);
    expect(article.autore).toBe(expected.byline);
    expect(article.testo).toMatch(/^Les députés ont, sans surprise, adopté à une large majorité \(438 contre 86 et 42 abstentions\) le projet de loi sur le renseignement/);
    expect(article.testo).toMatch(/Aucune mesure de rétorsion ne pourra viser l’agent qui aurait dénoncé des actes potentiellement illégaux\.$/);
    expect(article.testo.split('\n\n').length).toBeGreaterThan(10);
    expect(article.immagine_url).toBe('http://s1.lemde.fr/image/2015/05/05/600x315/4628128_3_47fc_projet-de-loi-renseignement_aeba800424730d672d1bd08faf203438.jpg');
  });

  it('Vegolosi (Italian WordPress page): the article text, og:image, no social address as author', async () => {
    const article = await extractor().extract(FAKE_ARTICLES.vegolosi);
    expect(article.titolo).toBe('Il Climate Clock ha iniziato a scorrere: sette anni è il tempo che ci rimane per agire - Vegolosi.it');
    expect(article.testo).toContain('A New York il Metronome si trasforma in un gigantesco orologio che fa il countdown dell’emergenza climatica');
    expect(article.immagine_url).toBe('https://www.vegolosi.it/wp-content/uploads/2020/09/climate-clock-.jpg');
    expect(article.autore).not.toBe('facebook.com/vegolosi');
  });
});
