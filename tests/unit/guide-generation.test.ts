import { describe, expect, it } from 'vitest';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import type { Product } from '../../common/types.ts';
import { buildGuideRequest, productBlock, readGuideAnswer } from '../../server/domain/guide-generation.ts';
import { OutsideServiceError } from '../../server/domain/errors.ts';

const product = (id: number, name: string, extra: Partial<Product> = {}): Product =>
  ({
    id,
    nome_prodotto: `${name} (nome completo)`,
    nome_sintetico: name,
    nome_visualizzato: null,
    nome_categoria: null,
    valutazione_prodotto: null,
    specifiche_tecniche: null,
    descrizione_generale: null,
    informazioni_articolo: null,
    contenuto_scatola: null,
    prezzo_prodotto: 19.99,
    ...extra,
  }) as Product;

const A = product(4, 'Radio');
const B = product(9, 'Torcia');

function failure(fn: () => unknown): OutsideServiceError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(OutsideServiceError);
    return err as OutsideServiceError;
  }
  throw new Error('nessun errore');
}

describe('the guide prompt', () => {
  it('gives each product an "ID prodotto" block with its facts and no price', () => {
    const block = productBlock(product(4, 'Radio', { valutazione_prodotto: 4.5, specifiche_tecniche: '<p>Peso: 300 g</p>', contenuto_scatola: 'Cavo' }));
    // The seller's texts between fences they cannot close.
    expect(block).toBe(
      'ID prodotto: 4\nNome prodotto: Radio\nNome completo: Radio (nome completo)\nValutazione media: 4,5 su 5\nSpecifiche tecniche:\n"""\nPeso: 300 g\n"""\nContenuto della confezione:\n"""\nCavo\n"""',
    );
    expect(block).not.toContain('19');
  });

  it('fills {titolo} and {prodotti}, and adds them when a prompt lacks the placeholders', () => {
    const filled = buildGuideRequest('Guida «{titolo}»:\n{prodotti}', 'Blackout', [A, B]).prompt;
    expect(filled).toMatch(/^Guida «Blackout»:\n--- Prodotto 1 ---\nID prodotto: 4/);
    expect(filled.match(/ID prodotto:/g)).toHaveLength(2);
    const bare = buildGuideRequest('Scrivi una guida.', 'Blackout', [A]).prompt;
    expect(bare).toContain('ID prodotto: 4');
    expect(bare).toContain('Titolo: Blackout');
  });
});

describe('reading the AI answer', () => {
  it('accepts a bare list of sections, a wrapped object, string ids and plain text', () => {
    expect(readGuideAnswer('[{"id_prodotto": "9", "testo": "T"}, {"id_prodotto": 4, "testo": "R"}]', [A, B])).toEqual({
      introduzione: '',
      sezioni: [
        { id_prodotto: 4, testo: '<p>R</p>' },
        { id_prodotto: 9, testo: '<p>T</p>' },
      ],
      conclusione: '',
    });
    const wrapped = readGuideAnswer('{"guida": {"introduzione": "Uno\\n\\nDue", "sezioni": [{"id_prodotto": 4, "testo": "<h1>Radio</h1><p>ok</p>"}], "conclusione": "a < b"}}', [
      A,
    ]);
    expect(wrapped).toEqual({
      introduzione: '<p>Uno</p><p>Due</p>',
      sezioni: [{ id_prodotto: 4, testo: '<h2>Radio</h2><p>ok</p>' }],
      conclusione: '<p>a &lt; b</p>',
    });
  });

  it('drops duplicates and other products, and names the products left without a section', () => {
    const err = failure(() =>
      readGuideAnswer(
        JSON.stringify({
          introduzione: 'i',
          sezioni: [
            { id_prodotto: 4, testo: 'a' },
            { id_prodotto: 4, testo: 'b' },
            { id_prodotto: 77, testo: 'c' },
          ],
          conclusione: '',
        }),
        [A, B],
      ),
    );
    expect(err.message).toBe(GUIDE_MSG.aiMissingSections(['Torcia']));
    expect(err.failure).toBe('invalid-response');
    expect(err.statusCode).toBe(502);
  });

  it('refuses empty and unreadable answers', () => {
    expect(failure(() => readGuideAnswer('   ', [A])).message).toBe(GUIDE_MSG.aiEmpty);
    expect(failure(() => readGuideAnswer('Nessun JSON qui.', [A])).message).toBe(GUIDE_MSG.aiUnreadable);
    expect(failure(() => readGuideAnswer('{"introduzione": "<script>x</script>", "sezioni": [], "conclusione": ""}', [A])).message).toBe(GUIDE_MSG.aiEmpty);
  });
});
