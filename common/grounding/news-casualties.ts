/**
 * Casualties in a news text held to its source (decision 0067): how many were hurt, died or are
 * missing. A count of people is otherwise held to any count of the source ('due dipendenti' passes
 * on the source's 'due campionatori'), and 'un'/'una' are read as articles, so 'un ferito lieve'
 * or 'una persona è rimasta ferita' pass on a source that says 'Nessun ferito'. Here a count of the
 * hurt, the dead or the missing is held to what the source says of that kind: when the source says
 * there were none ('non si registrano feriti', 'nessuna persona è rimasta intossicata') or counts
 * them ('con un morto'), a count of that kind the source's sentences about it do not hold is a
 * claim. A source that says nothing of a kind leaves its counts to the figure rules.
 * No import from app/ or server/, no DOM.
 */
import { htmlTextBlocks } from '../html-text.ts';
import { numberWord } from './numbers.ts';
import { quotedSpans } from './news-lists.ts';
import { NEWS_UNITS } from './news-words.ts';
import { fold, STOPWORDS, type Tok, tokenize } from './text.ts';

type Casualty = 'hurt' | 'dead' | 'missing';

/** Words that name the hurt, the dead or the missing, as people ('tre feriti', 'una vittima') or of people ('è rimasta ferita'). */
const PEOPLE_WORDS: ReadonlyArray<readonly [RegExp, Casualty]> = [
  [/^(?:ferit|intossicat|ustionat|contus|ricoverat|medicat)[oaie]$/, 'hurt'],
  [/^(?:mort[oaie]|vittim[ae]|decedut[oaie]|uccis[oaie]|annegat[oaie])$/, 'dead'],
  [/^(?:dispers[oaie])$/, 'missing'],
];
/** Further words a source speaks of casualties with ('intossicazione', 'ustioni', 'decessi', 'ospedale'): its figures near them are held as casualty counts. */
const SOURCE_WORDS: ReadonlyArray<readonly [RegExp, Casualty]> = [
  [/^(?:ferit|intossic|ustion|contus|ricover|medicat|lesion|traum|ospedal|soccorso)/, 'hurt'],
  [/^(?:mort[oaie]$|vittim|decess|decedut|uccis|annegat)/, 'dead'],
  [/^dispers[oaie]$/, 'missing'],
];
/** 'al pronto soccorso', 'in ospedale': where the hurt are taken. */
const HOSPITAL = /^(?:ospedale|soccorso)$/;
/** Words that deny what follows ('non si registrano feriti', 'nessuna persona è rimasta intossicata'). */
const NEGATORS = new Set(['non', 'nessun', 'nessuna', 'nessuno', 'né', 'senza', 'zero']);
/** The verbs that make a counted noun's predicate ('sono stati portati', 'è rimasta'). */
const AUXILIARIES = /^(?:è|sono|stat[oaie]|rimast[oaie]|finit[oaie]|risult[ao]|risultano)$/;
/** Adverbs and adjectives between a count and its casualty word ('tre persone lievemente ferite', 'due feriti gravi'). */
const MANNER = /^(?:lievemente|leggermente|gravemente|seriamente|lievi|lieve|gravi|grave)$/;
const CLAUSE_END = /^[.;:!?,()«»“”"]$/;

const kindOf = (w: string, words: ReadonlyArray<readonly [RegExp, Casualty]>): Casualty | null => words.find(([re]) => re.test(fold(w)))?.[1] ?? null;
const wordAt = (toks: readonly Tok[], k: number) => (toks[k]?.t === 'word' ? (toks[k] as { lower: string }).lower : '');
/** The value of a count at token k: digits or a number word ('un', 'una' included). */
function countAt(toks: readonly Tok[], k: number): number | null {
  const t = toks[k];
  // Italian prose groups thousands with a dot: '12.000' is never 12.
  if (t?.t === 'num') {
    const v = /^\d{1,3}(?:\.\d{3})+$/.test(t.raw) ? t.values[t.values.length - 1]! : t.values.length === 1 ? t.values[0]! : NaN;
    return Number.isInteger(v) && v > 0 ? v : null;
  }
  return t?.t === 'word' ? numberWord(t.lower) : null;
}

/** What a source says of each kind of casualty: none (a denial), and the figures of its sentences about it. */
export interface SourceCasualties {
  none: Set<Casualty>;
  values: Map<Casualty, Set<number>>;
  /** Kinds the source counts: a casualty word with a figure in its sentence. */
  counted: Set<Casualty>;
}

/** Reads a source's casualties: generous, so that a count the source states in any wording holds. */
export function sourceCasualties(source: string): SourceCasualties {
  const none = new Set<Casualty>();
  const values = new Map<Casualty, Set<number>>();
  const counted = new Set<Casualty>();
  for (const sentence of source.split(/(?<=[.!?;])\s+|\n+/)) {
    const toks = tokenize(sentence);
    const figures = toks.map((_, k) => countAt(toks, k)).filter((v): v is number => v !== null);
    toks.forEach((t, k) => {
      if (t.t !== 'word') return;
      const kind = kindOf(t.lower, SOURCE_WORDS);
      if (!kind) return;
      let denied = false;
      for (let j = k - 1; j >= Math.max(0, k - 4) && toks[j]!.t === 'word'; j--) if (NEGATORS.has(wordAt(toks, j))) denied = true;
      if (denied) {
        none.add(kind);
        return;
      }
      const held = values.get(kind) ?? new Set<number>([1]);
      for (const v of figures) held.add(v);
      values.set(kind, held);
      // 'ospedale' alone is a place ('40 autobotti per ospedali'): it widens what holds, it does not make the source count.
      if (figures.length > 0 && !HOSPITAL.test(t.lower) && !/^ospedal/.test(t.lower)) counted.add(kind);
    });
  }
  return { none, values, counted };
}

/**
 * The counts of casualties of a news text (outside quotations): a count of people named by a
 * casualty word ('un ferito lieve', 'due vittime'), or of a noun whose predicate is one ('una
 * persona è rimasta ferita', 'Due dipendenti sono stati portati in ospedale').
 */
export function casualtyCounts(text: string): Array<{ quote: string; value: number; kind: Casualty }> {
  const out: Array<{ quote: string; value: number; kind: Casualty }> = [];
  const quoted = quotedSpans(text);
  const toks = tokenize(text);
  for (let i = 0; i < toks.length - 1; i++) {
    const value = countAt(toks, i);
    if (value === null || quoted.some(([a, b]) => toks[i]!.start >= a && toks[i]!.end <= b)) continue;
    // 'per 3 ore', 'nel 2024', 'un metro': no count of people.
    const noun = wordAt(toks, i + 1);
    if (!noun || NEWS_UNITS.has(noun) || STOPWORDS.has(noun) || numberWord(noun) !== null || /^\d{4}$/.test(toks[i]!.raw)) continue;
    // 'nessun ferito' is no count; 'dei due feriti' may be the source's.
    const kind = kindOf(noun, PEOPLE_WORDS) ?? predicateKind(toks, i + 2);
    if (kind) out.push({ quote: text.slice(toks[i]!.start, toks[i + 1]!.end), value, kind });
  }
  return out;
}

/** The casualty a counted noun's predicate names, from token k: 'lievemente ferite', 'è rimasta ferita', 'sono stati portati in ospedale'. */
function predicateKind(toks: readonly Tok[], k: number): Casualty | null {
  let verb = false;
  for (let j = k; j < k + 7 && toks[j]; j++) {
    const t = toks[j]!;
    // Another count starts another subject ('140 interventi e una persona è rimasta ferita').
    if (countAt(toks, j) !== null || (t.t === 'sym' && CLAUSE_END.test(t.raw)) || NEGATORS.has(wordAt(toks, j))) return null;
    const w = wordAt(toks, j);
    // 'due aziende hanno subito danni e sono morti diversi capi': the next clause may be another subject's.
    if (/^(?:e|ed|ma|mentre|poi)$/.test(w)) return null;
    if (AUXILIARIES.test(w)) verb = true;
    const kind = kindOf(w, PEOPLE_WORDS);
    // 'tre persone ferite' (right after, or after an adverb), 'una persona è rimasta ferita'.
    if (kind && (verb || j === k || (j === k + 1 && MANNER.test(wordAt(toks, k))))) return kind;
    // 'sono stati portati in ospedale', 'accompagnati al pronto soccorso'.
    if (verb && HOSPITAL.test(w) && /^(?:in|all|al|pronto)$/.test(wordAt(toks, j - 1))) return 'hurt';
  }
  return null;
}

/**
 * The casualty counts of a news text that its source contradicts or does not hold: of a kind the
 * source denies ('Nessun ferito'), or counts with other figures ('con un morto' for 'due vittime').
 */
export function casualtiesNotInSource(html: string, source: SourceCasualties): string[] {
  const out: string[] = [];
  for (const block of htmlTextBlocks(html)) {
    for (const c of casualtyCounts(block)) {
      if (!source.none.has(c.kind) && !source.counted.has(c.kind)) continue;
      if (source.counted.has(c.kind) && source.values.get(c.kind)?.has(c.value)) continue;
      if (!out.includes(c.quote)) out.push(c.quote);
    }
  }
  return out;
}
