import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { linkHost, linkHrefs } from '../../common/link-grounding.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { readArticleAnswer } from '../../server/domain/news-writing.ts';
import { sanitizeAiHtml, sanitizeRichText } from '../../server/lib/sanitize.ts';

/**
 * Links written by the AI are not vouched for (rel="nofollow ugc noopener"), and a link
 * whose host the source material does not name is an unverified claim, like a number.
 */
const RADIO: GroundingProduct = {
  nome_prodotto: 'Radio di emergenza a manovella',
  descrizione_generale: 'Manuale completo su www.marca-radio.it/manuali.',
  link_prodotto: 'https://www.amazon.it/dp/B0RADIO001',
  url_acquisto: 'https://www.amazon.it/dp/B0RADIO001?tag=scorta-21',
};

const links = (html: string, products: GroundingProduct[] = [RADIO]) => findUnverifiedClaims(html, factsOf(products)).filter((c) => c.kind === 'collegamento');

describe('links as claims', () => {
  it('a host the product data names passes (with or without www, a subdomain of it too); any other is listed once, in Italian', () => {
    const html =
      '<p>Su <a href="https://amazon.it/dp/B0RADIO001">Amazon</a>, <a href="https://www.amazon.it/gp/x">ancora</a>, ' +
      '<a href="https://smile.amazon.it/dp/B0RADIO001">smile</a> e il <a href="https://marca-radio.it/supporto">manuale</a>.</p>' +
      '<p>Poi <a href="https://radio-inventate.example/offerta">qui</a>, <a href="https://RADIO-INVENTATE.example/altro">di nuovo</a>, ' +
      '<a href="https://amazon.it.radio-inventate.example/">sosia</a> e <a href="https://nonamazon.it/">altro sosia</a>.</p>';
    expect(links(html)).toEqual([
      { text: EDITOR_MSG.linkClaim('radio-inventate.example'), kind: 'collegamento' },
      { text: 'collegamento a amazon.it.radio-inventate.example', kind: 'collegamento' },
      { text: 'collegamento a nonamazon.it', kind: 'collegamento' },
    ]);
  });

  it('the editor shows the kind in Italian', () => {
    expect(EDITOR_MSG.claimKind.collegamento).toBe('collegamento');
  });

  it('a path of this site or a fragment is no claim; an e-mail address counts by its domain', () => {
    expect(links('<p><a href="/guide">Guide</a> <a href="#sezione">su</a> <a href="mailto:info@marca-radio.it">scrivi</a></p>')).toEqual([]);
    expect(links('<p><a href="mailto:vendite@inventato.example?subject=Ciao">scrivi</a></p>')).toEqual([{ text: 'collegamento a inventato.example', kind: 'collegamento' }]);
  });

  it('without any product link, an Amazon link is unverified too; with no links there is nothing to say', () => {
    expect(links('<p><a href="https://www.amazon.it/dp/X">Amazon</a></p>', [{ nome_prodotto: 'Radio' }])).toEqual([{ text: 'collegamento a amazon.it', kind: 'collegamento' }]);
    expect(links('<p>Nessun collegamento, 10 W.</p>')).toEqual([]);
  });

  it('reads href however the attribute is written, never from another attribute’s value', () => {
    expect(
      linkHrefs(
        `<a title="x href=https://falso.example" href='https://vero.example/a?b=1&amp;c=2'>x</a><a href=https://senza-virgolette.example>y</a><abbr href="z">k</abbr><a>vuoto</a>`,
      ),
    ).toEqual(['https://vero.example/a?b=1&c=2', 'https://senza-virgolette.example']);
    expect(linkHost('HTTPS://WWW.Esempio.IT./pagina')).toBe('esempio.it');
    expect(linkHost('javascript:alert(1)')).toBeNull();
  });

  it('a guide lists them per part, against all its products', () => {
    const content = {
      introduzione: '<p><a href="https://www.amazon.it/dp/B0RADIO001">La radio</a></p>',
      sezioni: [{ id_prodotto: 3, testo: '<p><a href="https://negozio-inventato.example/">Compra</a></p>' }],
      conclusione: '',
    };
    expect(unverifiedGuideClaims(content, [RADIO], 'Blackout').filter((c) => c.kind === 'collegamento')).toEqual([
      { text: 'collegamento a negozio-inventato.example', kind: 'collegamento', parte: 'sezione', id_prodotto: 3 },
    ]);
  });

  it('news: the host of link_fonte and the addresses named in the source text pass', () => {
    const input = {
      titolo: 'Allerta meteo',
      testo: 'La Protezione civile invita a consultare www.protezionecivile.gov.it per gli aggiornamenti.',
      fonte: 'Cronaca di prova',
      link_fonte: 'https://notizie.example.org/articoli/allerta',
    };
    const answer =
      '<p>Secondo Cronaca di prova (<a href="https://notizie.example.org/articoli/allerta">articolo</a>), gli aggiornamenti sono su ' +
      '<a href="https://www.protezionecivile.gov.it/it/">protezionecivile.gov.it</a>; altri su <a href="https://meteo-inventato.example/">un sito</a>.</p>';
    const { contenuto, non_verificati } = readArticleAnswer(answer, input as Parameters<typeof readArticleAnswer>[1]);
    expect(non_verificati).toEqual([{ text: 'collegamento a meteo-inventato.example', kind: 'collegamento' }]);
    expect([...contenuto.matchAll(/rel="([^"]*)"/g)].map((m) => m[1])).toEqual(Array(3).fill('nofollow ugc noopener noreferrer'));
  });

  it('reads a large hostile text in one pass (no catastrophic scanning)', () => {
    const hostile = `${'<a'.repeat(100_000)}>${'<a href '.repeat(20_000)}>`;
    expect(linkHrefs(hostile)).toEqual([]);
    expect(links(`<p>${'a.'.repeat(100_000)}</p><a href="https://x.example">x</a>`, [{ descrizione_generale: 'www.'.repeat(100_000) }])).toHaveLength(1);
  });
});

describe('rel of AI links', () => {
  it('every link of an AI answer gets nofollow ugc noopener (noreferrer with the new tab); of its own rel only sponsored stays', () => {
    const html = sanitizeAiHtml(
      '<p><a href="https://esempio.example/" rel="author tag">esterno</a> <a href="/guide">interno</a> ' +
        '<a href="https://www.amazon.it/dp/B0RADIO001?tag=scorta-21" rel="sponsored">Amazon</a> <a href="mailto:a@b.example">posta</a></p>',
    );
    expect(html).toBe(
      '<p><a href="https://esempio.example/" rel="nofollow ugc noopener noreferrer" target="_blank">esterno</a> ' +
        '<a href="/guide" rel="nofollow ugc noopener">interno</a> ' +
        '<a href="https://www.amazon.it/dp/B0RADIO001?tag=scorta-21" rel="nofollow ugc noopener noreferrer sponsored" target="_blank">Amazon</a> ' +
        '<a href="mailto:a@b.example" rel="nofollow ugc noopener">posta</a></p>',
    );
    // The editor keeps them as they are when the text is saved again.
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('links the staff write keep the general policy (no ugc)', () => {
    expect(sanitizeRichText('<p><a href="https://esempio.example/">x</a></p>')).toBe('<p><a href="https://esempio.example/" target="_blank" rel="noopener noreferrer">x</a></p>');
  });
});
