import { describe, expect, it } from 'vitest';
import { EDITOR_PAGE_MSG as P } from '../../common/messages-editor-page.ts';
import { editorPageHref } from '../../app/components/dashboard/editor-page/back-link.ts';
import { headingsOf, textStats } from '../../app/components/dashboard/editor-page/text-stats.ts';

describe('The editor page’s word count and reading time', () => {
  it('counts the words of the text, not its tags, entities or punctuation', () => {
    expect(textStats('')).toEqual({ words: 0, minutes: 0 });
    expect(textStats('<p></p><p> — </p>')).toEqual({ words: 0, minutes: 0 });
    expect(textStats('<h2>Perché&nbsp;sceglierla</h2><p>Una <strong>torcia</strong>da 1200 lumen.</p><ul><li>IPX6</li></ul>')).toEqual({ words: 8, minutes: 1 });
  });

  it('reads 200 words a minute, and says it in Italian with the thousands grouped', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'parola').join(' ')}</p>`;
    expect(textStats(words(1234))).toEqual({ words: 1234, minutes: 6 });
    expect(P.stats(1234, 6)).toBe('1.234 parole · 6 min di lettura');
    expect(P.stats(1, 1)).toBe('1 parola · 1 min di lettura');
  });
});

describe('The editor page’s outline', () => {
  it('lists the H2 and H3 headings in order, each with its place among the headings the editor shows', () => {
    const html = '<h2>Primo</h2><p>testo</p><h3>Dettaglio <em>uno</em></h3><h2></h2><h4>No</h4><h3 class="x">Ultimo &amp; basta</h3>';
    expect(headingsOf(html)).toEqual([
      { level: 2, text: 'Primo', index: 0 },
      { level: 3, text: 'Dettaglio uno', index: 1 },
      { level: 3, text: 'Ultimo & basta', index: 3 },
    ]);
  });
});

describe('The way back to a list', () => {
  it('carries the list’s own query string only', () => {
    expect(editorPageHref('/dashboard/guide/4', '?q=torcia&pagina=2')).toBe('/dashboard/guide/4?da=%3Fq%3Dtorcia%26pagina%3D2');
    expect(editorPageHref('/dashboard/guide/4', '')).toBe('/dashboard/guide/4');
    expect(editorPageHref('/dashboard/guide/4', '//evil.example')).toBe('/dashboard/guide/4');
  });
});
