import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { digestOf, readSeals } from '../../eval/grounding/seal.ts';
import { loadSet, SET_NAMES, setDir } from '../../eval/grounding/sets.ts';

/**
 * The sealed sets of the grounding evaluation (docs/ai-quality.md, 'The protocol') stay as they
 * were written: their figures compare only if nobody edits a case after measuring it. A retired
 * set has left its folder for the open set.
 */
describe('grounding evaluation: sealed sets', () => {
  const seals = readSeals();
  const sealed = SET_NAMES.filter((s) => s !== 'aperto');

  it('every sealed folder has a seal, and every retired set has left its folder', () => {
    for (const set of sealed) expect(seals[set], `l'insieme ${set} non ha un sigillo in eval/grounding/sealed/seals.json`).toBeDefined();
    for (const [set, seal] of Object.entries(seals)) if (seal.retired_on) expect(fs.existsSync(setDir(set)), `l'insieme ${set} è ritirato`).toBe(false);
  });

  for (const set of sealed) {
    it(`set ${set} is well formed and unchanged since its seal`, async () => {
      const seal = seals[set]!;
      expect(seal.retired_on).toBeUndefined();
      const { sha256, files } = digestOf(set);
      expect(files.length).toBe(seal.files);
      expect(sha256, `l'insieme sigillato ${set} è cambiato dopo il sigillo: i suoi casi non si modificano`).toBe(seal.sha256);
      const { cases, problems } = await loadSet(set);
      expect(problems).toEqual([]);
      expect(cases.length).toBe(seal.cases);
    });
  }
});
