import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { claimKey, gateKey } from '../../common/claims.ts';
import { citableConfirmations, claimIndex, sourceUrl, withSourceNotes } from '../../common/source-notes.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';

/** The notes of a public text (decision 0068): claims confirmed with a source, numbered where they are stated. */
const conf = (testo: string, fonte: string, extra: { tipo_dato?: string; chiave?: string } = {}) => ({
  testo,
  fonte,
  tipo_dato: extra.tipo_dato ?? 'misura',
  chiave: extra.chiave ?? claimKey(testo),
});
const note = (...n: number[]) => `<sup class="nota-fonte">${n.map((i) => `<a id="nota-fonte-${i}" href="#fonte-${i}" aria-label="Fonte ${i}">${i}</a>`).join(', ')}</sup>`;
const one = (html: string, confirmations: ReturnType<typeof conf>[]) => {
  const out = withSourceNotes([html], confirmations);
  return { html: out.html[0]!, fonti: out.fonti };
};

/** The markers use only what a sanitiser that allows them keeps: the HTML is well formed and nothing else changed. */
function stableUnderSanitiser(html: string) {
  const options: sanitizeHtml.IOptions = {
    allowedTags: ['h2', 'p', 'ul', 'li', 'strong', 'em', 'a', 'sup'],
    allowedAttributes: { a: ['href', 'rel', 'target', 'id', 'aria-label'], sup: ['class'] },
  };
  expect(sanitizeHtml(html, options)).toBe(html);
}

describe('notes at the end of the sentence holding the claim', () => {
  it('numbers the claim after its sentence and lists it with its source', () => {
    const { html, fonti } = one('<p>Servono 4 litri al giorno. Il resto è scorta.</p>', [conf('4 litri', 'Protezione Civile')]);
    expect(html).toBe(`<p>Servono 4 litri al giorno.${note(1)} Il resto è scorta.</p>`);
    expect(fonti).toEqual([{ numero: 1, testo: '4 litri', fonte: 'Protezione Civile', url: null }]);
    stableUnderSanitiser(html);
  });

  it('puts the note after the inline element the sentence ends in, never inside a tag', () => {
    const { html } = one('<p>La regola: <strong>4 litri a persona.</strong> Poi il resto.</p>', [conf('4 litri', 'PC')]);
    expect(html).toBe(`<p>La regola: <strong>4 litri a persona.</strong>${note(1)} Poi il resto.</p>`);
  });

  it('never inside a link: after its end', () => {
    const { html } = one('<p>Leggi <a href="https://example.org/a" rel="nofollow">la guida: 4 litri. Poi altro</a> oggi.</p>', [conf('4 litri', 'PC')]);
    expect(html).toBe(`<p>Leggi <a href="https://example.org/a" rel="nofollow">la guida: 4 litri. Poi altro</a>${note(1)} oggi.</p>`);
    stableUnderSanitiser(html);
  });

  it('finds a claim split across tags and keeps entities as they are', () => {
    const { html } = one('<p>Acqua &amp; cibo: <em>4</em> litri per 3&nbsp;giorni. Fine.</p>', [conf('4 litri', 'PC'), conf('3 giorni', 'PC')]);
    expect(html).toBe(`<p>Acqua &amp; cibo: <em>4</em> litri per 3&nbsp;giorni.${note(1, 2)} Fine.</p>`);
  });

  it('counts decoded entities when the sentence ends inside a text token', () => {
    const { html } = one('<p>L&#x27;acqua: 4 litri &egrave; il minimo. Dopo, tutto il resto.</p>', [conf('4 litri', 'PC')]);
    expect(html).toBe(`<p>L&#x27;acqua: 4 litri &egrave; il minimo.${note(1)} Dopo, tutto il resto.</p>`);
  });

  it('a sentence without final punctuation: at the end of its block', () => {
    const { html } = one('<ul><li>Persone x 4 litri x 3 giorni</li><li>Altro</li></ul>', [conf('3 giorni', 'A'), conf('4 litri', 'B')]);
    // Numbered in reading order, whatever the order of the confirmations.
    expect(html).toBe(`<ul><li>Persone x 4 litri x 3 giorni${note(1, 2)}</li><li>Altro</li></ul>`);
    expect(one('<ul><li>Persone x 4 litri x 3 giorni</li></ul>', [conf('3 giorni', 'A'), conf('4 litri', 'B')]).fonti.map((f) => f.fonte)).toEqual(['B', 'A']);
  });

  it('the same claim twice is one note, at its first sentence; one numbering across the texts', () => {
    const out = withSourceNotes(
      ['<p>Tenete 4 litri. Davvero, 4 litri.</p>', '<p>Per 3 giorni.</p>', '<p>Sempre 4 litri e 3 giorni.</p>'],
      [conf('4 litri', 'A'), conf('3 giorni', 'B')],
    );
    expect(out.html).toEqual([`<p>Tenete 4 litri.${note(1)} Davvero, 4 litri.</p>`, `<p>Per 3 giorni.${note(2)}</p>`, '<p>Sempre 4 litri e 3 giorni.</p>']);
    expect(out.fonti.map((f) => f.numero)).toEqual([1, 2]);
  });

  it('matches as the gate does (case, spaces, quotes) but whole words only', () => {
    expect(one('<p>Dice «Ottima Autonomia» davvero.</p>', [conf('"ottima  autonomia"', 'A')]).fonti).toHaveLength(1);
    expect(one('<p>Servono 14 litri.</p>', [conf('4 litri', 'A')]).fonti).toEqual([]);
    expect(claimIndex('ne servono 4 litri', '4 litri')).toBe(11);
    expect(claimIndex('ne servono 44 litri', '4 litri')).toBe(-1);
  });

  it('a claim no longer in the text is not listed, and the text is unchanged', () => {
    const html = '<p>Nessun numero qui.</p>';
    expect(one(html, [conf('4 litri', 'A')])).toEqual({ html, fonti: [] });
    expect(one(html, [])).toEqual({ html, fonti: [] });
  });
});

describe('the sources listed', () => {
  it('a failed verification is never a source', () => {
    const failed = { testo: 'Verifica non completata', kind: 'verifica' as const, verificata_il: '2026-01-01T00:00:00.000Z' };
    const confirmations = [
      conf('Verifica non completata', 'ricontrollato a mano', {
        tipo_dato: 'verifica',
        chiave: gateKey({ text: failed.testo, kind: 'verifica', verificata_il: failed.verificata_il }),
      }),
      // A key with '@' is a failure's, whatever its kind says.
      conf('4 litri', 'a mano', { tipo_dato: 'misura', chiave: '4 litri@2026' }),
    ];
    expect(citableConfirmations(confirmations)).toEqual([]);
    expect(one('<p>Verifica non completata: 4 litri.</p>', confirmations).fonti).toEqual([]);
  });

  it('one entry per claim: the latest confirmation of it; a blank source is none', () => {
    expect(citableConfirmations([conf('4 litri', 'vecchia'), conf('4 Litri', 'nuova'), conf('3 giorni', '  ')])).toEqual([{ key: '4 litri', testo: '4 Litri', fonte: 'nuova' }]);
  });

  it('a source that is an http(s) address is a link; anything else is text', () => {
    expect(sourceUrl(' https://www.protezionecivile.gov.it/it/approfondimento/acqua ')).toBe('https://www.protezionecivile.gov.it/it/approfondimento/acqua');
    expect(sourceUrl('http://example.org')).toBe('http://example.org/');
    expect(sourceUrl('javascript:alert(1)')).toBeNull();
    expect(sourceUrl('Protezione Civile, https://example.org')).toBeNull();
    expect(sourceUrl('https://example.org/"><script>')).toBeNull();
    expect(sourceUrl('ftp://example.org/file')).toBeNull();
  });

  it('keeps the source as the editor wrote it: the page escapes it (it is data, never HTML)', () => {
    const { fonti, html } = one('<p>Servono 4 litri.</p>', [conf('4 litri', '<img src=x onerror=alert(1)> Manuale')]);
    expect(fonti[0]!.fonte).toBe('<img src=x onerror=alert(1)> Manuale');
    expect(html).not.toContain('<img');
  });
});

describe('the result stays sanitised HTML', () => {
  it('the stored policy leaves the text around the markers as it was', () => {
    const stored = sanitizeRichText(
      '<h2>Acqua</h2><p>Servono <strong>4 litri</strong> al giorno, per <a href="https://example.org">3 giorni</a>.</p><ul><li>Una tanica da 10 litri pesa dieci chili.</li></ul>',
    );
    const { html, fonti } = one(stored, [conf('4 litri', 'A'), conf('3 giorni', 'B'), conf('10 litri', 'C')]);
    expect(fonti).toHaveLength(3);
    expect(html.replace(/<sup class="nota-fonte">.*?<\/sup>/g, '')).toBe(stored);
    // Never inside the link: the marker follows the sentence's end, outside <a>.
    expect(html).toMatch(/<\/a>\.<sup class="nota-fonte"><a id="nota-fonte-1"[^>]*>1<\/a>, <a id="nota-fonte-2"/);
    stableUnderSanitiser(html);
  });
});
