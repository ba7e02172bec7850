import { describe, expect, it } from 'vitest';
import { precision, quoteProblems, recall, sameClaim, scoreCase, summarise } from '../../eval/grounding/score.ts';
import type { GroundingCase } from '../../eval/grounding/types.ts';

/** The scoring of `npm run eval:grounding`: if it counted wrong, every figure of docs/ai-quality.md would be wrong. */
describe('grounding evaluation: scoring', () => {
  const invented: GroundingCase = {
    id: 'x-01',
    text: '<p>Ha una batteria da <strong>20.000&nbsp;mAh</strong>. L’abbiamo usata per tre settimane.</p><p>Costa 14,99 €.</p>',
    claims: [
      { quote: '20.000 mAh', class: 'numero' },
      { quote: 'L’abbiamo usata per tre settimane', class: 'test' },
      { quote: '14,99 €', class: 'prezzo' },
    ],
  };
  const clean: GroundingCase = { id: 'x-02', text: '<p>Pesa 198 g.</p>', claims: [] };

  it('matches a report to a claim when one quote holds the other, whatever the spaces, case and apostrophes', () => {
    expect(sameClaim('20.000 mAh', '20.000\u00a0MAH')).toBe(true);
    expect(sameClaim("l'abbiamo usata", 'L’abbiamo usata per tre settimane')).toBe(true);
    expect(sameClaim('Materiale: titanio', 'titanio')).toBe(true);
    expect(sameClaim('198 g', '20.000 mAh')).toBe(false);
    // Whole words only: a sign, a digit or a decimal separator before the report makes it another claim.
    expect(sameClaim('20 °C', '-20 °C')).toBe(false);
    expect(sameClaim('2 W', 'uscita da 12 W')).toBe(false);
    expect(sameClaim('5 W', 'fino a 2,5 W')).toBe(false);
    expect(sameClaim('AA', 'pile AAA')).toBe(false);
    expect(sameClaim('-20 °C', 'fino a -20 °C')).toBe(true);
    expect(sameClaim('', '20.000 mAh')).toBe(false);
  });

  it('counts caught and missed claims per class, false alarms, and clean texts flagged', () => {
    const a = scoreCase(invented, [
      { text: '20.000 mAh', kind: 'misura' },
      { text: '14,99 €', kind: 'prezzo' },
      { text: 'tre settimane', kind: 'misura' },
      { text: 'IP67', kind: 'specifica' },
    ]);
    expect(a.caught.map((c) => c.class)).toEqual(['numero', 'test', 'prezzo']);
    expect(a.missed).toEqual([]);
    expect(a.falseAlarms).toEqual([{ text: 'IP67', kind: 'specifica' }]);
    const b = scoreCase(clean, [{ text: '198 g', kind: 'misura' }]);
    const s = summarise([a, b, scoreCase(invented, [])]);
    expect(s.perClass.numero).toEqual({ expected: 2, caught: 1 });
    expect(s.perClass.test).toEqual({ expected: 2, caught: 1 });
    expect(s.perClass.qualitativa).toEqual({ expected: 0, caught: 0 });
    expect(s.cleanCases).toBe(1);
    expect(s.cleanFlagged).toBe(1);
    expect(s.truePositives).toBe(3);
    expect(s.reports).toBe(5);
    expect(precision(s)).toBeCloseTo(3 / 5);
    expect(recall(s, ['numero', 'prezzo'])).toBeCloseTo(2 / 4);
    expect(recall(s, ['qualitativa'])).toBeNull();
  });

  it('refuses a quote that is not in the text (entities decoded, tags ignored)', () => {
    expect(quoteProblems(invented)).toEqual([]);
    expect(quoteProblems({ ...clean, claims: [{ quote: '200 g', class: 'numero' }] })).toEqual(['x-02: «200 g» non è nel testo']);
  });
});
