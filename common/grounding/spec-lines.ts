/**
 * 'Chiave: valore' lines of a text (a spec table written as prose: 'Capacità: 20.000 mAh') read
 * against the product's own keyed lines: the claim such a line makes when its value is not in the data.
 */
import { codeSpans } from './codes.ts';
import { type FactIndex, overlap } from './facts.ts';
import { numberWord, unitOf } from './numbers.ts';
import { collapseSpaces } from '../html-text.ts';
import { fold, normWords, stem, stemMatch, stemsOf, STOPWORDS, type Tok, tokenize } from './text.ts';

/** A 'Chiave: valore' line: its label, value and where the value starts, or null (linear; see specLine). */
export interface SpecLine {
  label: string;
  value: string;
  valueAt: number;
  stems: string[];
  /** The data has a line with this key. */
  keyed: boolean;
  /**
   * Where a comment in prose starts, after a measure and a comma ('Capacità: 26800 mAh, pari a
   * 99,16 wattora'): the block's offset, or undefined. The comment is read as prose, not as the value.
   */
  proseAt?: number;
}

/** Spec-like labels checked even when the product data has no line with that key. */
const SPEC_LABELS = [
  'materiale',
  'colore',
  'peso',
  'dimensioni',
  'batteria',
  'ricarica',
  'impermeabilità',
  'certificazione',
  'garanzia',
  'capacità',
  'potenza',
  'autonomia',
  'alimentazione',
  'tensione',
  'formato',
  'corpo',
  'uscita',
  'ingresso',
  'connettività',
  'compatibilità',
  'modalità',
  'portata',
  'durata',
  'filtrazione',
  'temperatura',
  'gusto',
  'sapore',
  'tessuto',
];

/** Words that say how much of the product a value holds for, not what the value is ('su tutte le porte', 'entrambi i lati'). */
const QUANTIFIERS = new Set(['tutto', 'tutta', 'tutti', 'tutte', 'ogni', 'ciascuno', 'ciascuna', 'entrambi', 'entrambe', 'ambedue', 'sempre', 'solo', 'soltanto', 'anche']);

/** The first words of a title's second half ('Esercitazione maremoto: cosa ha funzionato', 'come sceglierla'). */
const TITLE_STARTS = new Set(['cosa', 'come', 'perche', 'quando', 'dove', 'quanto', 'quanta', 'quanti', 'quante', 'quale', 'quali', 'chi', 'cos']);

/**
 * Verbs that make a value a clause ('Base di ricarica: basta appoggiarlo', 'Batteria: non è
 * sostituibile'): the auxiliaries, modals and impersonal verbs an Italian clause opens with.
 */
const CLAUSE_VERBS = new Set([
  'è',
  'sono',
  'ha',
  'hanno',
  'può',
  'possono',
  'deve',
  'devono',
  'va',
  'vanno',
  'basta',
  'bastano',
  'serve',
  'servono',
  'occorre',
  'occorrono',
  'non',
]);
/** Articles: a table's value has none ('Materiale: alluminio'); 'regge gli spruzzi' is a clause. */
const ARTICLES = new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l']);
/** An infinitive with a clitic pronoun ('appoggiarlo', 'ricaricarla', 'pulirli', 'aprirsi'): a clause. */
const CLITIC_INFINITIVE_RE = /^\p{L}{3,}(?:[aei]rl[oaie]|[ai]rsi)$/u;

/**
 * The value reads as prose, not as a table's value: in a heading (a title names, it states
 * nothing); opening with an article or preposition ('la busta ignifuga', 'a parete'), or holding
 * an article ('regge gli spruzzi'); holding a figure after other words ('regge fino a 550 gradi',
 * 'circa otto etti': the figures are held to the data by the number rules, with the label as
 * their key); or a clause ('basta appoggiarlo').
 * A table's value is bare: 'Materiale: alluminio', 'Colore: verde', 'Gusto: vaniglia'.
 */
function proseValue(value: string, heading: boolean): boolean {
  if (heading) return true;
  const toks = tokenize(value).filter((t) => t.t === 'word' || t.t === 'num');
  const first = toks[0];
  if (first?.t === 'word' && STOPWORDS.has(first.lower) && !['si', 'no'].includes(first.lower)) return true;
  const figure = (t: Tok) => t.t === 'num' || (t.t === 'word' && numberWord(t.raw) !== null);
  // After a measure, an article is what the measure holds for ('750 ml con il bicchiere'): see `measured`.
  const article = first !== undefined && !figure(first) && toks.some((t) => t.t === 'word' && ARTICLES.has(t.lower));
  return article || toks.some((t, n) => (n > 0 && figure(t)) || (t.t === 'word' && (CLAUSE_VERBS.has(t.lower) || CLITIC_INFINITIVE_RE.test(t.lower))));
}

/** The value opens with its figure ('5 V su tutte le porte', '80 g al paio'): a measure, then what it holds for. */
const measured = (value: string) => {
  const first = tokenize(value).find((t) => t.t === 'word' || t.t === 'num');
  return !!first && (first.t === 'num' || numberWord(first.raw) !== null);
};

/** Abbreviations Amazon.it and AI text use for the same word. */
const SAME_WORD: Record<string, string> = { inox: 'inossidabil', inossidabil: 'inox' };

/**
 * 'Label: value' on a line of its own: a label of 2 to 41 characters that starts with a capital, a
 * value of 1 to 80 on one line (spaces alone are no value), a final '.' or ';' left out. Read by
 * hand, in linear time: the regular expression it replaces, with optional spaces around the colon
 * and the value, took polynomial time on a long run of spaces in an AI text.
 */
export function specLine(block: string, index: FactIndex, heading = false): SpecLine | null {
  const lead = block.length - block.trimStart().length;
  const line = block.trim();
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const before = line.slice(0, colon);
  const trimmed = before.trimEnd();
  // Two characters at least, as the regular expression read it: a one-letter label keeps the space after it.
  const labelText = /^.$/su.test(trimmed) ? [...before].slice(0, 2).join('') : trimmed;
  let value = line.slice(colon + 1).trimStart();
  if (value.length > 1 && /[.;]$/.test(value)) value = value.slice(0, -1).trimEnd();
  if (!/^[\p{Lu}][\p{L}\s()'/-]{1,40}$/u.test(labelText) || !/^.{1,80}$/u.test(value)) return null;
  const label = normWords(labelText).trim();
  // A label is a noun ('Peso', 'Uscita USB'); a lead-in that opens with a preposition, article or
  // conjunction ('Per i blackout lunghi: una stazione di energia', 'In breve: …') is prose.
  if (STOPWORDS.has(label.split(' ')[0]!)) return null;
  if (label.split(' ').length > 4 || value.split(/\s+/).length > 6 || /[.!?]\s/.test(value)) return null;
  // A title ('Primo soccorso in casa: cosa tenere a portata di mano'): its value asks, it states nothing.
  if (TITLE_STARTS.has(fold(value.split(/[\s’']/)[0]!))) return null;
  const labelToks = tokenize(labelText);
  const stems = stemsOf(labelToks, 0, labelToks.length);
  const keyed = index.keyed.some((k) => overlap(stems, k.key) > 0);
  const valueAt = lead + line.indexOf(value, colon + 1);
  // A value in prose is read as the block's prose is (its measures, codes and features), its other
  // words are no value of the line: the whole value ('Peso: circa otto etti'), or what follows a
  // comma after a measure or in prose ('Capacità: 26800 mAh, pari a 99,16 wattora', 'Batteria:
  // 5000 mAh, usabile come power bank', 'Materiale: alluminio, spesso 2 mm').
  const comma = value.search(/[,;]/);
  const head = comma > 0 ? value.slice(0, comma) : value;
  const proseAt = proseValue(head, heading) ? valueAt : comma > 0 && (measured(head) || proseValue(value.slice(comma + 1), false)) ? valueAt + comma + 1 : undefined;
  return { label: labelText, value, valueAt, stems, keyed, proseAt };
}

/** The line's claim when its value's words are not those of the data's line with the same key. */
export function specLineClaim(spec: SpecLine, index: FactIndex): string | null {
  const checked = spec.proseAt === undefined ? spec.value : spec.value.slice(0, spec.proseAt - spec.valueAt);
  const toks = tokenize(checked);
  const spans = codeSpans(checked);
  const words = toks.filter(
    (t) =>
      t.t === 'word' &&
      /^\p{L}{2,}$/u.test(t.raw) &&
      (!STOPWORDS.has(t.lower) || t.lower === 'si' || t.lower === 'no') &&
      !unitOf(t.raw) &&
      !spans.some((s) => s.start <= t.start && t.end <= s.end) &&
      numberWord(t.raw) === null &&
      t.lower !== 'zero' &&
      !QUANTIFIERS.has(t.lower),
  );
  if (words.length === 0) return null;
  if (!spec.keyed && !SPEC_LABELS.some((l) => normWords(spec.label).includes(fold(l)))) return null;
  const inData = (w: string) => index.words.includes(` ${w}`) || (SAME_WORD[w] !== undefined && index.words.includes(` ${SAME_WORD[w]}`));
  // The first item answers the label and is held to the data's line with that key; the items after
  // a comma ('Materiale: polietilene, liquido atossico') go on a list or comment on another part:
  // a word of theirs the data states under any key, in any wording, is the data's.
  const comma = checked.search(/[,;]/);
  const head = words.filter((t) => comma < 0 || t.start < comma).map((t) => stem(t.raw));
  const tail = words.filter((t) => comma >= 0 && t.start > comma).map((t) => stem(t.raw));
  let supported: boolean;
  // The words after a measure say what it holds for ('80 g al paio', '4 anni nella confezione
  // sigillata'), not the key's value: the data's when it states them under any key.
  if (measured(checked)) supported = head.every(inData);
  else if (spec.keyed) {
    const scores = index.keyed.map((k) => overlap(spec.stems, k.key));
    const max = Math.max(...scores);
    const values = index.keyed.filter((_, n) => scores[n] === max).flatMap((k) => [...k.key, ...k.value]);
    const same = (w: string, v: string) => stemMatch(w, v) || SAME_WORD[w] === v;
    // A word of the value is the data's when the line with that key has it, or a clause of the data names the key beside it ('Batteria Ricaricabile').
    // … or it names a part the data has a line of its own for ('Tensione: 5 V su tutte le porte', 'Porte di uscita: …').
    supported = head.every(
      (w) =>
        values.some((v) => same(w, v)) ||
        index.clauses.some((c) => c.some((v) => same(w, v)) && overlap(spec.stems, c) > 0) ||
        index.keyed.some((k) => k.key.some((v) => same(w, v))),
    );
  } else supported = head.every(inData);
  return supported && tail.every(inData) ? null : collapseSpaces(`${spec.label}: ${spec.value}`);
}
