import { describe, expect, it } from 'vitest';
import { digestOf, readSeals } from '../../eval/grounding/seal.ts';
import { loadSet, type SetName } from '../../eval/grounding/sets.ts';

/**
 * The sealed sets of the grounding evaluation (docs/ai-quality.md, 'The protocol') stay as they
 * were written: their figures compare only if nobody edits a case after measuring it.
 */
describe('grounding evaluation: sealed sets', () => {
  const seals = readSeals();
  for (const set of ['2', '3'] as SetName[]) {
    it(`set ${set} is sealed, well formed and unchanged since its seal`, async () => {
      const seal = seals[set];
      expect(seal, `l'insieme ${set} non ha un sigillo in eval/grounding/sealed/seals.json`).toBeDefined();
      const { sha256, files } = digestOf(set);
      expect(files.length).toBe(seal!.files);
      expect(sha256, `l'insieme sigillato ${set} è cambiato dopo il sigillo: i suoi casi non si modificano`).toBe(seal!.sha256);
      const { cases, problems } = await loadSet(set);
      expect(problems).toEqual([]);
      expect(cases.length).toBe(seal!.cases);
    });
  }
});
