import { describe, expect, it } from 'vitest';
import { isGuideEmpty, normalizeGuideContent } from '../../common/guide-content.ts';

describe('normalizeGuideContent', () => {
  it('keeps product ids only within 1…2^31-1 (PostgreSQL integer)', () => {
    const c = normalizeGuideContent({
      sezioni: [
        { id_prodotto: 99_999_999_999, testo: 'a' },
        { id_prodotto: 2_147_483_647, testo: 'b' },
        { id_prodotto: 0, testo: 'c' },
      ],
    });
    expect(c.sezioni.map((s) => s.id_prodotto)).toEqual([null, 2_147_483_647, null]);
  });

  it('accepts the object form', () => {
    const c = normalizeGuideContent({ introduzione: 'i', sezioni: [{ id_prodotto: '3', testo: 't' }], conclusione: 'c' });
    expect(c).toEqual({ introduzione: 'i', sezioni: [{ id_prodotto: 3, testo: 't' }], conclusione: 'c' });
  });

  it('accepts a JSON string and a plain list of sections', () => {
    const list = [
      { id_prodotto: null, testo: 'intro' },
      { id_prodotto: 2, testo: 'p2' },
      { id_prodotto: null, testo: 'fine' },
    ];
    expect(normalizeGuideContent(JSON.stringify(list))).toEqual({
      introduzione: 'intro',
      sezioni: [{ id_prodotto: 2, testo: 'p2' }],
      conclusione: 'fine',
    });
  });

  it('accepts a plain string as the introduction and survives garbage', () => {
    expect(normalizeGuideContent('<p>Solo testo</p>').introduzione).toBe('<p>Solo testo</p>');
    expect(normalizeGuideContent('{rotto').introduzione).toBe('{rotto');
    expect(isGuideEmpty(normalizeGuideContent(42))).toBe(true);
  });
});
