// @vitest-environment happy-dom
// The editor's blocks (decision 0057) where the editor's text is read as text: the paste cleaner
// keeps a block copied from a Scorta text (canonical attributes only), the revisions' comparison
// shows a block changed as a change, the word count, outline and claims ignore blocks; the
// editor's HTML writes each block as blockHtml does; the spec keys a comparison table offers.
import { describe, expect, it } from 'vitest';
import { canonicalBlocks } from '../../app/components/rich-text/blocks/block-nodes.ts';
import { cleanPastedHtml } from '../../app/components/rich-text/paste.ts';
import { headingsOf, textStats } from '../../app/components/dashboard/editor-page/text-stats.ts';
import { htmlBlocks } from '../../app/lib/diff/html-blocks.ts';
import { alignBlocks } from '../../app/lib/diff/paragraph-diff.ts';
import { blockHtml, type ContentBlock } from '../../common/content-blocks.ts';
import { findUnverifiedClaims } from '../../common/grounding.ts';
import { keyValueLines, specKeysOf, specValue } from '../../common/spec-lines.ts';

const box: ContentBlock = { tipo: 'prodotto', id: 12 };
const table: ContentBlock = { tipo: 'confronto', ids: [12, 7], righe: [{ tipo: 'prezzo' }, { tipo: 'spec', chiave: 'Peso' }], scelta: 7, motivo: 'La più leggera' };
const image: ContentBlock = { tipo: 'immagine', id: 5, didascalia: 'Il kit nel bagagliaio' };

describe('paste', () => {
  it('keeps the blocks of a text copied from Scorta, with their attributes only and in canonical form', () => {
    const copied =
      '<meta charset="utf-8"><p data-pm-slice="1 1 []">Prima</p>' +
      '<figure data-blocco="prodotto" data-id=" 12" class="x" style="color:red" onclick="alert(1)"></figure>' +
      '<figure data-blocco="confronto" data-ids="12,7,12" data-righe="prezzo,spec:Peso,ignota" data-scelta="7" data-motivo="La   più leggera"></figure>' +
      '<figure data-blocco="immagine" data-id="5" data-didascalia="Il kit nel bagagliaio"><img src="x.jpg"></figure>' +
      '<figure data-blocco="prodotto" data-id="abc"></figure>' +
      '<p>Dopo</p>';
    expect(cleanPastedHtml(copied)).toBe(`<p data-pm-slice="1 1 []">Prima</p>${blockHtml(box)}${blockHtml(table)}${blockHtml(image)}<p>Dopo</p>`);
  });

  it('an ordinary figure is still its text, and a block inside a paragraph goes', () => {
    expect(cleanPastedHtml('<figure><img src="a.jpg"><figcaption>Didascalia</figcaption></figure>')).toBe('<p>Didascalia</p>');
    expect(cleanPastedHtml('<p>Testo <span><figure data-blocco="prodotto" data-id="3"></figure></span></p>')).toBe('<p>Testo</p>');
  });
});

describe('revisions comparison', () => {
  it('reads each block as a label', () => {
    expect(htmlBlocks(`<p>Uno</p>${blockHtml(box)}${blockHtml(table)}${blockHtml(image)}${blockHtml({ ...table, ids: 'guida', scelta: null, motivo: '' })}`)).toEqual([
      { kind: 'paragraph', text: 'Uno' },
      { kind: 'block', text: '[Box prodotto #12]' },
      { kind: 'block', text: '[Tabella di confronto: #12, #7; prezzo, Peso; La nostra scelta: #7 (La più leggera)]' },
      { kind: 'block', text: '[Immagine #5: Il kit nel bagagliaio]' },
      { kind: 'block', text: '[Tabella di confronto: prodotti della guida]' },
    ]);
  });

  it('a box that names another product is a change, not nothing', () => {
    const rows = alignBlocks(htmlBlocks(`<p>Uno</p>${blockHtml(box)}`), htmlBlocks(`<p>Uno</p>${blockHtml({ tipo: 'prodotto', id: 7 })}`));
    expect(rows.some((r) => r.kind !== 'same')).toBe(true);
    expect(JSON.stringify(rows)).toContain('[Box prodotto #7]');
  });
});

describe('text aids', () => {
  it('the word count, the outline and the claims ignore blocks', () => {
    const html = `<h2>Titolo</h2><p>Due parole</p>${blockHtml(table)}${blockHtml(image)}`;
    expect(textStats(html).words).toBe(3);
    expect(headingsOf(html).map((h) => h.text)).toEqual(['Titolo']);
    // A reason with figures in it is an attribute, not the text's words: no claim to check.
    const claim = 'Pesa 500 g e costa 20 euro';
    expect(findUnverifiedClaims(`<p>${claim}</p>`, { products: [] })).not.toEqual([]);
    expect(findUnverifiedClaims(blockHtml({ ...table, motivo: claim }), { products: [] })).toEqual([]);
  });
});

describe("the editor's HTML", () => {
  it('writes each block as blockHtml does, whatever the browser escaped; a last empty paragraph after a block goes', () => {
    const raw = '<p>a</p><figure data-blocco="immagine" data-id="5" data-didascalia="a &amp; <b> &quot;c&quot;"></figure><p></p>';
    expect(canonicalBlocks(raw)).toBe(`<p>a</p>${blockHtml({ tipo: 'immagine', id: 5, didascalia: 'a & <b> "c"' })}`);
    expect(canonicalBlocks('<p>a</p><p></p>')).toBe('<p>a</p><p></p>');
  });
});

describe('spec keys', () => {
  it('are the union of the products’ "Chiave: valore" lines, each once, in the order met', () => {
    expect(specKeysOf(['Peso: 120 g\nAutonomia: 8 ore', 'peso: 400 g\nBanda: AM/FM\nsenza chiave', null, `${'x'.repeat(61)}: troppo lunga`])).toEqual([
      'Peso',
      'Autonomia',
      'Banda',
    ]);
    expect(specValue('Peso: 120 g\nAutonomia: 8 ore', 'autonomia')).toBe('8 ore');
    expect(keyValueLines('Peso: 120 g\n\nNota')).toEqual([
      { key: 'Peso', value: '120 g' },
      { key: '', value: 'Nota' },
    ]);
  });
});
