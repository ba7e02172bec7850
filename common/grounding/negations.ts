/**
 * What the data names only to deny it: 'il filtro non rimuove virus', 'Non adatta a liquidi
 * infiammabili, acqua salata…', '(cartuccia non inclusa)'. A word the data uses only so does not
 * support a text that affirms it ('rimuove anche i virus', 'adatta anche all'acqua salata'): the
 * data says the opposite. Read once per data set (common/grounding/facts.ts), kept beside its index.
 */
import type { FactIndex } from './facts.ts';
import { fold, stem, STOPWORDS } from './text.ts';

const NEGATED = new WeakMap<FactIndex, { denied: Set<string>; notIncluded: Set<string> }>();

/** Words that end a negation's reach within its sentence ('non scalda, ma illumina'). */
const CONJUNCTIONS = new Set(['e', 'ed', 'ma', 'mentre', 'quindi', 'perche', 'cosi']);
const NEGATION_ENDS = new Set(['ma', 'mentre', 'pero', 'invece', 'tuttavia', 'bensi']);
/** After 'non', a participle that denies what comes before it: 'cartuccia non inclusa', 'pile non fornite'. */
const NOT_INCLUDED = /^(?:inclus|compres|fornit|incluso|venduto|vendut)[oaie]?$/;

/** Records the stems the data's lines use only inside a negation (called once by indexFacts). */
export function noteNegations(index: FactIndex, lines: readonly string[]): void {
  const affirmed = new Set<string>();
  const denied = new Set<string>();
  const notIncluded = new Set<string>();
  // Sentences and bracketed asides, each read as words and commas.
  for (const line of lines) {
    for (const piece of line.split(/[.;:!?()[\]\n•|]+/)) {
      const raw = piece.toLowerCase().match(/[\p{L}\p{N}]+|,/gu) ?? [];
      const words = raw.map(fold);
      // 'né' denies; the pronoun 'ne' ('ne sposta 16.500 litri') does not.
      const at = raw.findIndex((w) => w === 'non' || w === 'né');
      // 'cartuccia non inclusa': what comes before it, back to a comma, is what the box lacks.
      let before = at;
      if (at >= 0 && NOT_INCLUDED.test(words[at + 1] ?? '')) while (before > 0 && words[before - 1] !== ',') before--;
      let on = false;
      for (let k = 0; k < words.length; k++) {
        const w = words[k]!;
        if (k === at) on = true;
        // A comma before a conjunction ends its reach ('né driver, e funziona con Linux'); a list goes on ('liquidi infiammabili, acqua salata').
        if (on && (NEGATION_ENDS.has(w) || (w === ',' && CONJUNCTIONS.has(words[k + 1] ?? '')))) on = false;
        if (STOPWORDS.has(w) || w.length < 3) continue;
        const out = k >= before && k < at;
        if (out) notIncluded.add(stem(w));
        (on || out ? denied : affirmed).add(stem(w));
      }
    }
  }
  NEGATED.set(index, { denied: new Set([...denied].filter((s) => !affirmed.has(s))), notIncluded });
}

/** Whether the data names this stem only where it denies it. */
export const onlyDenied = (index: FactIndex, s: string): boolean => NEGATED.get(index)?.denied.has(s) ?? false;

/** Whether the data says this is not in the box ('cartucce non incluse'), whatever else it says of it. */
export const notIncluded = (index: FactIndex, s: string): boolean => NEGATED.get(index)?.notIncluded.has(s) ?? false;
