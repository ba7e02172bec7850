import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockHtml,
  blocksIn,
  COMPARISON_MAX_PRODUCTS,
  COMPARISON_MAX_ROWS,
  type ContentBlock,
  DEFAULT_COMPARISON_ROWS,
  mediaIdsInBlocks,
  parseComparisonRows,
  productIdsInBlocks,
  REASON_MAX,
  splitBlocks,
} from '../../common/content-blocks.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';

/** The contract between the editor, the sanitiser and the public render (decision 0057). */

const BLOCKS: ContentBlock[] = [
  { tipo: 'prodotto', id: 12 },
  { tipo: 'immagine', id: 5, didascalia: 'Il kit nel bagagliaio' },
  { tipo: 'immagine', id: 6, didascalia: '' },
  {
    tipo: 'confronto',
    ids: [12, 7, 31],
    righe: [{ tipo: 'valutazione' }, { tipo: 'prezzo' }, { tipo: 'spec', chiave: 'Peso, con batteria' }, { tipo: 'acquista' }],
    scelta: 7,
    motivo: 'La più leggera "davvero" & <robusta>',
  },
  { tipo: 'confronto', ids: 'guida', righe: DEFAULT_COMPARISON_ROWS, scelta: null, motivo: '' },
];

describe('round trip: a block written as HTML reads back the same', () => {
  it.each(BLOCKS.map((b) => [b.tipo, b] as const))('%s', (_kind, block) => {
    const parts = splitBlocks(`<p>Prima.</p>${blockHtml(block)}<p>Dopo.</p>`);
    expect(parts).toEqual([{ html: '<p>Prima.</p>' }, { blocco: block }, { html: '<p>Dopo.</p>' }]);
  });

  it('survives the sanitiser unchanged (canonical attributes)', () => {
    for (const block of BLOCKS) expect(blocksIn(sanitizeRichText(blockHtml(block)))).toEqual([block]);
  });

  it('any valid table round-trips (property)', () => {
    const key = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.replace(/\s+/g, ' ').trim() === s && s !== '');
    const table = fc.record({
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: COMPARISON_MAX_PRODUCTS }),
      keys: fc.uniqueArray(key, { maxLength: 4 }),
    });
    fc.assert(
      fc.property(table, ({ ids, keys }) => {
        const block: ContentBlock = {
          tipo: 'confronto',
          ids,
          righe: [{ tipo: 'prezzo' }, ...keys.map((chiave) => ({ tipo: 'spec' as const, chiave }))],
          scelta: ids[0]!,
          motivo: 'Scelta',
        };
        expect(blocksIn(blockHtml(block))).toEqual([block]);
      }),
    );
  });
});

describe('invalid input', () => {
  it('drops figures that are not valid blocks, keeps ordinary figures as HTML', () => {
    const html = [
      '<figure data-blocco="prodotto"></figure>',
      '<figure data-blocco="prodotto" data-id="0"></figure>',
      '<figure data-blocco="prodotto" data-id="-3"></figure>',
      '<figure data-blocco="prodotto" data-id="1e3"></figure>',
      '<figure data-blocco="video" data-id="3"></figure>',
      '<figure data-blocco="confronto" data-ids="4"></figure>',
      '<figure data-blocco="confronto" data-ids="4,4"></figure>',
      '<figure><img src="https://example.it/a.jpg" alt=""></figure>',
    ].join('');
    const parts = splitBlocks(html);
    expect(parts).toEqual([{ html: '<figure><img src="https://example.it/a.jpg" alt=""></figure>' }]);
  });

  it('a table keeps at most 6 products and 12 rows, each once; unknown rows dropped; an empty list means the defaults', () => {
    const ids = Array.from({ length: 9 }, (_, i) => i + 1).join(',');
    const [block] = blocksIn(`<figure data-blocco="confronto" data-ids="${ids},3" data-righe="prezzo,prezzo,colore,spec:,spec:%E0%A4%A"></figure>`);
    expect(block).toMatchObject({ tipo: 'confronto', ids: [1, 2, 3, 4, 5, 6], righe: [{ tipo: 'prezzo' }] });
    const many = Array.from({ length: 20 }, (_, i) => `spec:K${i}`).join(',');
    expect(parseComparisonRows(many)).toHaveLength(COMPARISON_MAX_ROWS);
    expect(blocksIn('<figure data-blocco="confronto" data-ids="1,2" data-righe="nulla"></figure>')[0]).toMatchObject({ righe: DEFAULT_COMPARISON_ROWS });
  });

  it('a pick not among the products is dropped with its reason; a reason is one line of at most REASON_MAX characters', () => {
    expect(blocksIn('<figure data-blocco="confronto" data-ids="1,2" data-scelta="9" data-motivo="x"></figure>')[0]).toMatchObject({ scelta: null, motivo: '' });
    const long = 'a\n b '.repeat(100);
    const [b] = blocksIn(`<figure data-blocco="confronto" data-ids="1,2" data-scelta="2" data-motivo="${long}"></figure>`);
    expect(b).toMatchObject({ scelta: 2 });
    expect((b as { motivo: string }).motivo.length).toBeLessThanOrEqual(REASON_MAX);
    expect((b as { motivo: string }).motivo).not.toMatch(/\n|\s{2}/);
  });

  it('ids of the products and images a text names, each once', () => {
    const html = BLOCKS.map(blockHtml).join('') + blockHtml({ tipo: 'prodotto', id: 7 });
    expect(productIdsInBlocks(html).sort((a, b) => a - b)).toEqual([7, 12, 31]);
    expect(mediaIdsInBlocks(html)).toEqual([5, 6]);
  });

  it('unquoted, single-quoted and upper-case attributes are read', () => {
    expect(blocksIn("<FIGURE DATA-BLOCCO=prodotto data-id='8'></FIGURE>")).toEqual([{ tipo: 'prodotto', id: 8 }]);
  });
});

describe('the sanitiser keeps the canonical attributes and drops junk', () => {
  it('drops event handlers, styles, classes and unknown data attributes of a block, and whatever it contains', () => {
    const out = sanitizeRichText(
      '<figure data-blocco="prodotto" data-id=" 12 " onclick="alert(1)" style="color:red" class="x" data-prezzo="9,99 €"><img src=x onerror=alert(1)><figcaption>copiato</figcaption></figure>',
    );
    expect(out).not.toMatch(/onclick|style|class=|data-prezzo|onerror|alert/);
    expect(blocksIn(out)).toEqual([{ tipo: 'prodotto', id: 12 }]);
    // The block is what is left once its inside is dropped by the render.
    expect(splitBlocks(out)).toEqual([{ blocco: { tipo: 'prodotto', id: 12 } }]);
  });

  it('an invalid block keeps no attribute (an ordinary, empty figure)', () => {
    const out = sanitizeRichText('<figure data-blocco="prodotto" data-id="abc" data-ids="1,2"></figure>');
    expect(out).toMatch(/<figure>\s*<\/figure>/);
    expect(blocksIn(out)).toEqual([]);
  });

  it('rewrites a table in canonical form (ids, rows, pick, reason)', () => {
    const out = sanitizeRichText('<figure data-righe=" prezzo , spec:Peso " data-ids="3, 4,3" data-blocco="confronto" data-scelta="4" data-motivo="  Leggera  "></figure>');
    expect(out).toBe('<figure data-blocco="confronto" data-ids="3,4" data-righe="prezzo,spec:Peso" data-scelta="4" data-motivo="Leggera"></figure>');
  });

  it('a reason that tries to close the attribute stays inside it', () => {
    const out = sanitizeRichText('<figure data-blocco="confronto" data-ids="1,2" data-scelta="1" data-motivo="&quot;><script>alert(1)</script>"></figure>');
    expect(out).not.toContain('<script');
    expect(blocksIn(out)[0]).toMatchObject({ motivo: '"><script>alert(1)</script>' });
  });
});
