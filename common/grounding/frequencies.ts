/**
 * How often something is done: 'tre volte al giorno', 'una volta all'anno', 'due volte a
 * settimana', 'almeno una volta ogni sei mesi'. A frequency is a figure like any other: the data
 * states it ('Sostituire il filtro una volta al mese') or the site confirms it with a source
 * before publishing (eval/grounding/sealed/BRIEF.md, general advice). 'ogni sei mesi' is read by
 * the quantity rules; this reader covers the counted form, whose number is not a quantity.
 */
import { numberWord } from './numbers.ts';
import { isWord, normWords, type Tok } from './text.ts';

const PERIODS = new Set(['giorno', 'giorni', 'notte', 'settimana', 'settimane', 'mese', 'mesi', 'anno', 'anni', 'stagione', 'ora']);
/** 'al giorno', 'all'anno', 'a settimana', 'per notte', 'ogni mese': after this, one period. */
const PER = new Set(['al', 'all', 'alla', 'a', 'per', 'ogni', 'l', 'la', 'il']);

export interface Frequency {
  from: number;
  to: number;
}

/** A counted frequency starting at token i ('una volta al mese', '3 volte a settimana'). */
export function frequencyAt(toks: readonly Tok[], i: number): Frequency | null {
  const t = toks[i];
  if (!t) return null;
  const counted = t.t === 'num' ? t.values.length === 1 && t.sign === '' : t.t === 'word' && (t.lower === 'una' || numberWord(t.lower) !== null);
  if (!counted || !isWord(toks[i + 1], 'volta', 'volte')) return null;
  let k = i + 2;
  // 'all’anno': the elided article is a word and an apostrophe.
  if (!isWord(toks[k], ...PER)) return null;
  k++;
  if (toks[k]?.t === 'sym' && /^['’]$/.test(toks[k]!.raw)) k++;
  // 'ogni tre mesi', 'ogni 2 settimane': a number before the period.
  if (isWord(toks[k - 1], 'ogni') && (toks[k]?.t === 'num' || (toks[k]?.t === 'word' && numberWord((toks[k] as { lower: string }).lower) !== null))) k++;
  if (!isWord(toks[k], ...PERIODS)) return null;
  return { from: i, to: k + 1 };
}

const countOf = (n: string): number | null => (/^\d+$/.test(n) ? Number(n) : n === 'una' || n === 'un' ? 1 : numberWord(n));
/** Counts before 'volta'/'volte' as digits, so that 'una volta' and '1 volta' read the same. */
const digitsBeforeVolte = (words: string) => words.replace(/ (\S+)(?= volt[ae] )/g, (_m, n: string) => ` ${countOf(n) ?? n}`);

/** Once per period, in the data's other words: 'ogni settimana', 'settimanale'. */
const ONCE: Record<string, string[]> = {
  giorno: ['ogni giorno', 'giornaliero', 'giornaliera', 'quotidiano', 'quotidiana', 'quotidianamente'],
  settimana: ['ogni settimana', 'settimanale', 'settimanalmente'],
  mese: ['ogni mese', 'mensile', 'mensilmente'],
  anno: ['ogni anno', 'annuale', 'annualmente'],
};

/** The data says it in the same words, its count in digits or in words; once a period also as 'ogni settimana' or 'settimanale'. */
export function frequencyHeld(block: string, toks: readonly Tok[], f: Frequency, words: string): boolean {
  const phrase = digitsBeforeVolte(normWords(block.slice(toks[f.from]!.start, toks[f.to - 1]!.end)));
  if (digitsBeforeVolte(words).includes(phrase)) return true;
  const once = /^ 1 volta \S+ (giorno|settimana|mese|anno) $/.exec(phrase);
  return !!once && ONCE[once[1]!]!.some((w) => words.includes(` ${w} `));
}
