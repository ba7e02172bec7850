import { describe, expect, it } from 'vitest';
import type { AiVerification, ClaimConfirmation } from '../../common/claims.ts';
import { newsFormClaims } from '../../app/features/news/news-form-claims.ts';
import { articleClaims } from '../../common/news-grounding.ts';

/**
 * The claims the news form highlights and counts: computed from the text as it is
 * edited, against the item's source, like the review and guide editors do; the same rules as the
 * publishing gate's on the server (common/news-grounding.ts).
 */

const SOURCE = {
  titolo: 'Allerta arancione in Liguria',
  testo_originale: 'Allerta arancione in Liguria per piogge intense. La protezione civile invita alla prudenza.',
  fonte: 'Protezione civile',
  link_fonte: null,
};
const P = [
  'Sono caduti 120 mm di pioggia.',
  'Il vento ha raggiunto i 90 km/h sulla costa.',
  'Il 40% delle strade è chiuso.',
  'L’allerta durerà sei ore.',
  'La protezione civile invita alla prudenza.',
];
const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
const values = (contenuto: string, extra: Partial<{ sommario: string; testo_originale: string }> = {}) => ({ ...SOURCE, sommario: '', contenuto, ...extra });
const texts = (claims: Array<{ text: string }>) => claims.map((c) => c.text);

describe('news form claims', () => {
  it('counts the claims the source does not hold, and one fewer once a sentence is deleted', () => {
    expect(texts(newsFormClaims(values(html(P)), { generato_ai: false }))).toEqual(['120 mm', '90 km/h', '40%', 'sei ore']);
    expect(texts(newsFormClaims(values(html(P.slice(1))), { generato_ai: false }))).toEqual(['90 km/h', '40%', 'sei ore']);
    expect(newsFormClaims(values(html(P.slice(4))), { generato_ai: false })).toEqual([]);
  });

  it('are the publishing gate’s claims (the server’s rules on the same text)', () => {
    const text = html(P);
    expect(newsFormClaims(values(text), { generato_ai: false })).toEqual(articleClaims(text, SOURCE));
  });

  it('reads the summary too, and leaves out what an editor confirmed', () => {
    const conferme: ClaimConfirmation[] = [{ testo: '90 km/h', chiave: '90 km/h', tipo_dato: 'misura', fonte: 'ARPAL', autore: 'admin', created_at: '2026-11-01T00:00:00.000Z' }];
    const claims = newsFormClaims(values(html(P.slice(1, 2)), { sommario: 'Attesi 200 mm in sei ore.' }), { generato_ai: false, conferme });
    expect(texts(claims)).toEqual(['200 mm', 'sei ore']);
  });

  it('counts the model’s claims while their words are in the text', () => {
    const verifica: AiVerification = { stato: 'completata', affermazioni: [{ testo: 'la più grave del decennio', motivo: 'non nella fonte' }] };
    const text = html(['È l’alluvione più grave: la più grave del decennio.', P[4]!]);
    expect(texts(newsFormClaims(values(text), { generato_ai: true, verifica }))).toEqual(['la più grave del decennio']);
    expect(newsFormClaims(values(html([P[4]!])), { generato_ai: true, verifica })).toEqual([]);
  });

  it('holds nothing against a hand-written item without a source text', () => {
    expect(newsFormClaims(values(html(P), { testo_originale: '' }), { generato_ai: false })).toEqual([]);
    // Written with AI: held to its source (here, just its title and source name).
    expect(texts(newsFormClaims(values(html(P), { testo_originale: '' }), { generato_ai: true }))).toContain('120 mm');
  });
});
