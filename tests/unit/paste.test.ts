// @vitest-environment happy-dom
// The rich-text editor's paste cleaner (app/components/rich-text/paste.ts) on clipboard HTML as
// Word and Google Docs put it there (tests/fixtures/paste/): the clean HTML it gives, exactly.
// DOMParser comes from happy-dom here; tests/e2e/editor-paste.spec.ts pastes in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from '../../app/components/rich-text/paste.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/paste', name), 'utf8');

describe('Word', () => {
  it('keeps headings, lists (nested, numbered), links and the table; styles, classes and Word’s markup go', () => {
    expect(cleanPastedHtml(fixture('word.html'))).toBe(
      [
        '<h2>Il kit di emergenza</h2>',
        '<p>Prepara il kit <strong>prima</strong> che serva: <em>acqua</em>, cibo e una <a href="https://www.protezionecivile.gov.it/it/">guida ufficiale</a>.</p>',
        '<ul><li><p>Torcia frontale</p><ul><li><p>Batterie di ricambio</p></li></ul></li><li><p>Radio a manovella</p></li></ul>',
        '<h2>Come procedere</h2>',
        "<ol><li><p>Controlla le scadenze</p></li><li><p>Sostituisci l'acqua ogni sei mesi</p></li></ol>",
        '<h3>Confronto</h3>',
        '<table><tbody><tr><td><p><strong>Modello</strong></p></td><td><p><strong>Autonomia</strong></p></td></tr>',
        '<tr><td><p>Lampada LED</p></td><td><p>12 ore</p></td></tr></tbody></table>',
      ].join(''),
    );
  });

  it('a list paragraph’s marker tells bullets from numbers; a level back out closes the nested list', () => {
    const item = (level: number, marker: string, text: string, list = 'l0') =>
      `<p class=MsoListParagraphCxSpMiddle style='margin-left:${36 * level}.0pt;text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>${text}<o:p></o:p></p>\r\n`;
    const html = item(1, 'a)', 'Uno') + item(2, 'i.', 'Uno bis') + item(3, '§', 'Dettaglio') + item(1, 'b)', 'Due') + item(1, '-', 'Altro elenco', 'l1');
    expect(cleanPastedHtml(html)).toBe(
      '<ol><li><p>Uno</p><ol><li><p>Uno bis</p><ul><li><p>Dettaglio</p></li></ul></li></ol></li><li><p>Due</p></li></ol><ul><li><p>Altro elenco</p></li></ul>',
    );
  });

  it('a marker written without the mso-list:Ignore span (between the supportLists comments) goes too', () => {
    const html = "<p class=MsoListParagraph style='mso-list:l2 level1 lfo3'><![if !supportLists]><span lang=IT>1.&nbsp;&nbsp; </span><![endif]>Primo</p>";
    expect(cleanPastedHtml(html)).toBe('<ol><li><p>Primo</p></li></ol>');
  });

  it('Title and Heading 7–9 paragraphs become headings; h1 is H2, h4–h6 are H3', () => {
    const html =
      '<p class=MsoTitle>Titolo</p><p class=MsoSubtitle>Sottotitolo</p><p class=MsoHeading7>Sette</p><h1>Uno</h1><h2>Due</h2><h3>Tre</h3><h4>Quattro</h4><h5>Cinque</h5><h6>Sei</h6>';
    expect(cleanPastedHtml(html)).toBe('<h2>Titolo</h2><h3>Sottotitolo</h3><h3>Sette</h3><h2>Uno</h2><h2>Due</h2><h3>Tre</h3><h3>Quattro</h3><h3>Cinque</h3><h3>Sei</h3>');
  });

  it('hidden text, footnote anchors and empty paragraphs go; smart tags keep their text', () => {
    const html =
      '<p class=MsoNormal>Vedi<span style=\'mso-hide:all\'> nascosto</span> nota<a href="#_ftn1" name="_ftnref1">[1]</a> a <st1:place w:st="on">Roma</st1:place><o:p></o:p></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoNormal>&nbsp;</p>';
    expect(cleanPastedHtml(html)).toBe('<p>Vedi nota[1] a Roma</p>');
  });
});

describe('Google Docs', () => {
  it('keeps headings, bold and italic runs, links, nested lists and the table; the docs-internal-guid wrapper goes', () => {
    expect(cleanPastedHtml(fixture('gdocs.html'))).toBe(
      [
        '<h2>Acqua per tre giorni</h2>',
        '<p>Servono <strong>tre litri</strong> a persona al giorno, <em>secondo le linee guida</em>. Vedi <a href="https://www.example.org/acqua">la scheda</a>.</p>',
        '<ul><li><p>Taniche da 5 litri</p><ul><li><p>con rubinetto</p></li></ul></li><li><p><strong>Pastiglie</strong> per potabilizzare</p></li></ul>',
        '<ol><li><p>Riempi</p></li><li><p>Etichetta con la data</p></li></ol>',
        '<h3>Scorte consigliate</h3>',
        '<table><tbody><tr><td colspan="2"><p><strong>Per una famiglia di 4</strong></p></td></tr><tr><td><p>Acqua</p></td><td><p>36 litri</p></td></tr></tbody></table>',
      ].join(''),
    );
  });

  it('a copy of part of a paragraph: only the runs, bold where the span says so', () => {
    const html =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1b2c3d4e-7fff-aaaa-bbbb-cccccccccccc"><span style="font-size:11pt;font-weight:400;font-style:normal;white-space:pre-wrap;">Una torcia </span><span style="font-size:11pt;font-weight:700;font-style:italic;white-space:pre-wrap;">robusta</span></b>';
    expect(cleanPastedHtml(html)).toBe('Una torcia <strong><em>robusta</em></strong>');
  });
});

describe('untrusted clipboard', () => {
  // (<iframe> is dropped too, but happy-dom logs an error for any iframe it parses: the e2e paste has one.)
  it('no script, object, image, event handler, unsafe address or attribute survives', () => {
    const html =
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Testo<script>alert(1)</script><img src="x" onerror="alert(1)"></p>' +
      '<object data="x.swf">oggetto</object><embed src="x.swf"><a href="javascript:alert(1)">uno</a> <a href="data:text/html,x">due</a> <a href="mailto:info@scorta.it" onmouseover="x()" target="_top">tre</a>' +
      '<svg><a href="https://x.it">svg</a></svg><table onclick="x()"><tr><td colspan="x" rowspan="2" style="width:9px" onclick="x()">c</td></tr></table>';
    expect(cleanPastedHtml(html)).toBe('<p>Testo</p>uno due <a href="mailto:info@scorta.it">tre</a><table><tbody><tr><td rowspan="2">c</td></tr></tbody></table>');
  });

  it('web-page markup: divs with text become paragraphs, <font> and spans unwrapped, bold not doubled', () => {
    const html = '<div><div>Primo</div><div><font color="red">Secondo</font> <span class="k">e <b><strong>forte</strong></b></span></div></div><blockquote>Citazione</blockquote>';
    expect(cleanPastedHtml(html)).toBe('<p>Primo</p><p>Secondo e <strong>forte</strong></p><p>Citazione</p>');
  });

  it('ProseMirror’s own slice marker is kept, so a copy inside the editor pastes as before', () => {
    expect(cleanPastedHtml('<p data-pm-slice="1 1 []">Ciao <strong>mondo</strong></p>')).toBe('<p data-pm-slice="1 1 []">Ciao <strong>mondo</strong></p>');
    expect(cleanPastedHtml('<p data-pm-slice="<img>">Ciao</p>')).toBe('<p>Ciao</p>');
  });
});
