import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseJsonAnswer } from '../../server/domain/ai.ts';

describe('prompt placeholders', () => {
  it('fills every occurrence, in every accepted spelling, whatever the case', () => {
    const out = fillPlaceholders('{nome_prodotto} — {{ Nome_Prodotto }} — [nome_prodotto]; prezzo {prezzo}', { nome_prodotto: 'Radio', prezzo: 34.99 });
    expect(out).toBe('Radio — Radio — Radio; prezzo 34.99');
  });
  it('empties null values and leaves unknown placeholders as they are', () => {
    expect(fillPlaceholders('{a}|{b}|{ignoto}', { a: null, b: undefined })).toBe('||{ignoto}');
  });
});

describe('JSON from a model answer', () => {
  const guide = { introduzione: '<p>Intro</p>', sezioni: [{ id_prodotto: 1, testo: '<p>a {b}</p>' }], conclusione: '<p>Fine</p>' };
  it('reads plain JSON, a fenced block, and JSON with prose around it', () => {
    expect(parseJsonAnswer(JSON.stringify(guide))).toEqual(guide);
    expect(parseJsonAnswer(`Ecco la guida:\n\`\`\`json\n${JSON.stringify(guide)}\n\`\`\`\nBuona lettura!`)).toEqual(guide);
    expect(parseJsonAnswer(`Certo! ${JSON.stringify(guide)} Spero sia utile: {non json}`)).toEqual(guide);
  });
  it('gives undefined for garbage, never throws', () => {
    for (const text of ['', 'nessun json qui', '{"introduzione": "troncato', '```json\n{rotto}\n```']) {
      expect(parseJsonAnswer(text)).toBeUndefined();
    }
  });
});
