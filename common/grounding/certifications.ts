/**
 * Certifications and approvals a text says the product has (common/grounding/claims.ts):
 * 'certificata CE e RoHS', 'certificato per uso alimentare', 'certificata da un laboratorio
 * indipendente', 'omologato EU Stage V', 'conforme alla normativa CE'. The words after the cue,
 * within its clause, name what it is certified as, by or for: a claim unless the data names each
 * of them (its codes as codes, its words by their stems). A body named with capitals ('conforme
 * alle linee guida della Protezione Civile') is read before this, as a phrase of the data.
 */
import { type CodeSpan, hasToken } from './codes.ts';
import type { FactIndex } from './facts.ts';
import { stemInData } from './features.ts';
import { BOUNDARY_WORDS, isWord as isWordTok, stem, STOPWORDS, type Tok } from './text.ts';
import { NEGATION_RE } from './claim-readers.ts';

export const CERTIFICATION_CUE = /^(?:certificat[oaie]|certificazion[ei]|omologat[oaie]|omologazion[ei]|conform[ei])$/;

/** Words that name the kind of rule, not the rule: they single out no certification. */
const GENERIC = new Set(
  (
    'norma norme normativa normative standard direttiva direttive regolamento requisiti vigente vigenti europea europee europeo europei ' +
    'italiana italiane internazionale internazionali secondo sensi ai come previsto previsti prevista previste relativa relativo ' +
    'marchio marcatura sicurezza'
  ).split(' '),
);
/** A rule's words: 'conforme' is a certification only with one of them or a code ('conforme alle aspettative' is not). */
const RULE_WORDS = new Set(['norma', 'norme', 'normativa', 'normative', 'standard', 'direttiva', 'direttive', 'regolamento', 'requisiti', 'marcatura', 'marchio']);

/**
 * The certification claimed at token i (a cue word): the token after its last named word, and
 * whether the data names all those the code check does not read (codes are listed on their own);
 * null when nothing is named, or the text says the product lacks it.
 */
export function certificationAt(
  toks: readonly Tok[],
  folded: readonly string[],
  i: number,
  spans: readonly CodeSpan[],
  index: FactIndex,
): { to: number; supported: boolean } | null {
  // 'il certificato di garanzia' is a document; 'non è certificata' claims nothing.
  if (/^certificat/.test(folded[i]!) && /^(?:il|un|del|nel|al|dal|col)$/.test(folded[i - 1] ?? '')) return null;
  if ([i - 1, i - 2, i - 3].some((k) => k >= 0 && NEGATION_RE.test(folded[k]!))) return null;
  const spanAt = (k: number) => spans.find((s) => s.start <= toks[k]!.start && toks[k]!.end <= s.end);
  const capital = (k: number) => toks[k]?.t === 'word' && /^\p{Lu}/u.test(toks[k]!.raw);
  // What it is certified as comes first: a code, a name, or a preposition ('per uso alimentare');
  // 'la certificata vale per…' names nothing.
  const first = toks[i + 1];
  if (!first || (first.t === 'word' && !STOPWORDS.has(folded[i + 1]!) && !capital(i + 1) && !spanAt(i + 1))) return null;
  let last = -1;
  let supported = true;
  let rule = false;
  let words = 0;
  for (let k = i + 1; k < toks.length && words < 8; k++) {
    const t = toks[k]!;
    const span = t.t === 'word' || t.t === 'num' ? spanAt(k) : undefined;
    const acronym = !span && t.t === 'word' && (/^\p{Lu}{2,}/u.test(t.raw) || /\p{Lu}.*\p{Lu}/u.test(t.raw));
    if (span || acronym) {
      // 'UL 94 V-0': a code the rules read as a quantity; the code and the quantity are checked as such.
      rule = true;
      const ok = span ? span.forms.some((f) => hasToken(index.codes, f)) : hasToken(index.codes, t.raw.toUpperCase()) || index.words.includes(` ${folded[k]} `);
      if (!ok && !span) supported = false;
      if (span) while (k + 1 < toks.length && toks[k + 1]!.end <= span.end) k++;
      if (toks[k + 1]?.t === 'num') return null;
      last = k;
      words++;
      // A code ends the phrase, unless another name joins it ('CE e RoHS').
      if (!(isWordTok(toks[k + 1], 'e') && capital(k + 2))) break;
      continue;
    }
    if (t.t === 'sym') {
      if (["'", '’'].includes(t.raw)) continue;
      break;
    }
    if (t.t === 'num') break;
    const w = folded[k]!;
    // 'CE e RoHS': 'e' joins two names; before anything else it starts another statement.
    if (BOUNDARY_WORDS.has(w) && !(w === 'e' && capital(k + 1))) break;
    words++;
    if (RULE_WORDS.has(w)) rule = true;
    if (STOPWORDS.has(w) || GENERIC.has(w) || w.length < 2) continue;
    // A verb in the third person ends the phrase ('certificata da un ente e resiste…' stops at 'e'; '… che dura').
    if (/(?:ano|ono)$/.test(w) && t.raw === t.raw.toLowerCase() && w.length > 5) break;
    last = k;
    if (capital(k)) rule = true;
    const inData = w.length < 4 ? index.stems.has(w) || index.words.includes(` ${w} `) : stemInData(index, stem(w));
    if (!inData) supported = false;
  }
  // Codes alone are the code check's (common/grounding/codes.ts): the claim is then the code itself.
  if (last < 0 || (/^conform/.test(folded[i]!) && !rule)) return null;
  return { to: last + 1, supported };
}
