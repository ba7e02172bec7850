/**
 * The products' stored data as typed facts, indexed once per check (common/grounding.ts): each
 * quantity with its dimension, value (or range ends, or dimensions), sign and key words (the
 * 'Chiave' of a 'Chiave: valore' line and the words around the number), counts with their noun
 * ('2 prese', 'Numero di porte: 3', a list of 5 modes, a pack of 10), simple derived totals
 * (2 filters × 1500 L; 5 V × 2 A = 10 W), prices by role, ratings, and the text codes and words
 * are looked up in.
 */
import { normCodeText } from './codes.ts';
import { parseNumber } from './numbers.ts';
import { interval, modifierBefore, type Quantity, readQuantity, windowStems } from './quantities.ts';
import { CLAUSE_END, isWord, normWords, stem, stemsOf, STOPWORDS, tokenize } from './text.ts';
import type { GroundingFacts, GroundingProduct } from './types.ts';
import {
  exampleDevice,
  keyColon,
  partitiveCounts,
  productLines,
  maskCodes,
  unitsNamed,
  countKeyNoun,
  isUnitOrNounAfter,
  isTimes,
  perNounAfter,
  perNounIn,
  listItems,
  listedCounts,
  unitBesideIn,
} from './fact-readers.ts';
import { indexPrices } from './fact-prices.ts';
import { noteNegations } from './negations.ts';
export { overlap } from './fact-readers.ts';

export interface Fact {
  dims: readonly string[];
  shape: Quantity['shape'];
  values: number[][];
  keys: readonly string[];
  /** The interval an approximation of the data stands for ('quasi 40 ore' supports '38 h'). */
  around?: Array<[number, number]>;
  /** The fact's product (its place in `products`): totals over products (common/grounding/totals.ts). */
  product?: number;
  /** A total over the pieces of a pack (100 tablets × 1 litre each): what 'una confezione' amounts to (common/grounding/totals.ts). */
  pack?: boolean;
  /** A maximum ('fino a 6,5 L', 'max 400 W'): a use within it is the data's ('un diesel da 2,0 litri'). */
  upto?: boolean;
  /** Read as an example device's ('con un powerbank da 10000 mAh'), not the product's own figure. */
  example?: boolean;
  /** The data's sentence the fact was read in (a number unique over the data): figures stated together (common/grounding/pairs.ts). */
  sentence?: number;
}

export interface KeyedLine {
  key: string[];
  /** Stems of the value's words. */
  value: string[];
}

export interface FactIndex {
  byDim: Map<string, Fact[]>;
  prices: { any: number[]; offer: number[]; original: number[]; current: number[]; discount: number[] };
  ratings: number[];
  /** The data as normCodeText (codes as whole tokens). */
  codes: string;
  /** The data as normWords (whole words). */
  words: string;
  keyed: KeyedLine[];
  /** Stems that name the product itself (its short name, brand, model): never a key. */
  identity: Set<string>;
  /** The stems of each clause of the data ('Batteria Ricaricabile 5000mAh'), for a 'Chiave: valore' line whose words sit beside its key. */
  clauses: string[][];
  /** The data states a need per person itself ('6 barrette al giorno per persona'). */
  perPerson: boolean;
  /** The price of one piece of a pack (a pack of 12 at 11,99 €: 0,99 €), for 'meno di un euro a coperta'. */
  unitPrices: { any: number[]; current: number[] };
  /** The stems of the nouns the products are named by ('copert'): 'a coperta' is per piece. */
  pieceNouns: Set<string>;
  /** The stems of the data's words, and every start of 5 letters or more of each (common/grounding/features.ts). */
  stems: Set<string>;
  stemPrefixes: Set<string>;
  /** Each product's current price: a guide's 'spesa complessiva' sums them. */
  productPrices?: number[];
  /** Each product's own name stems, in the order of `productPrices` (common/grounding/price-totals.ts). */
  productNames?: Array<Set<string>>;
  /** How many products (0 for a news item's source). */
  products: number;
  /** Phrases already looked up in `words`, and whether they are there (filled as checks ask). */
  phrases: Map<string, boolean>;
}

/** How a text says 'per person': a sentence so worded states a need (claims.ts). */
export const PER_PERSON: readonly (readonly [string, string])[] = [
  ['a', 'persona'],
  ['per', 'persona'],
  ['ogni', 'persona'],
  ['a', 'testa'],
  ['pro', 'capite'],
];

const PRICE_IN_DATA_RE = /(?:€|EUR\b)[\s\u00a0]*(\d+(?:[.,]\d+)?)|(?<![\p{L}\d,.])(\d+(?:[.,]\d+)?)[\s\u00a0]*(?:€|euro\b|eur\b)/giu;
const RATING_IN_DATA_RE = /(?<![\p{L}\d,.])(\d(?:[.,]\d{1,2})?)[\s\u00a0]*(?:su|\/|stelle su)[\s\u00a0]*5(?![\d,.]*\d)/giu;

const PACK_WORDS = new Set(['confezione', 'confezioni', 'set', 'pacco', 'pack', 'kit', 'pacchetto', 'lotto']);
export function indexFacts(facts: GroundingFacts): FactIndex {
  // Each product's lines on their own (a pack of 3 counts that product's nouns), then the other trusted text.
  const groups = [...facts.products.map((p) => ({ p, lines: productLines(p) })), { p: null, lines: (facts.extra ?? []).flatMap((e) => e.split(/\r?\n/)) }];
  const lines = groups.flatMap((g) => g.lines);
  const identity = new Set<string>();
  for (const p of facts.products) {
    for (const name of [p.nome_sintetico, p.nome_visualizzato]) for (const w of (name ?? '').split(/[^\p{L}\p{N}]+/u)) if (w) identity.add(stem(w));
  }
  for (const line of lines) {
    const at = keyColon(line);
    if (at > 0 && /produttore|marca|brand|modello/i.test(line.slice(0, at))) for (const w of line.slice(at + 1).split(/[^\p{L}\p{N}]+/u)) if (w) identity.add(stem(w));
  }
  const index: FactIndex = {
    byDim: new Map(),
    prices: { any: [], offer: [], original: [], current: [], discount: [] },
    ratings: [],
    codes: '',
    words: '',
    keyed: [],
    identity,
    clauses: [],
    perPerson: false,
    unitPrices: { any: [], current: [] },
    pieceNouns: new Set(),
    stems: new Set(),
    stemPrefixes: new Set(),
    phrases: new Map(),
    products: facts.products.length,
  };
  const packsOf = new Map<GroundingProduct, number[]>();
  let product: number | undefined;
  let sentence = -1;
  let sentences = 0;
  const add = (f: Fact) => {
    if (product !== undefined) f.product = product;
    if (sentence >= 0) f.sentence = sentence;
    // 'Smontabile in 3 parti' counts the pieces it comes apart in ('si smonta in tre pezzi').
    for (const d of f.dims.includes('n:part') ? [...f.dims, 'n:pezz'] : f.dims) {
      const list = index.byDim.get(d);
      if (list) list.push(f);
      else index.byDim.set(d, [f]);
    }
  };
  const keysOf = (stems: string[]) => stems.filter((s) => !identity.has(s));

  for (const { p, lines: productLines } of groups) {
    product = p ? facts.products.indexOf(p) : undefined;
    const nameNouns = new Set<string>();
    for (const name of p ? [p.nome_sintetico, p.nome_visualizzato, (p.nome_prodotto ?? '').split(',')[0]] : []) {
      for (const w of (name ?? '').split(/[^\p{L}]+/u)) if (w.length >= 3 && !STOPWORDS.has(w.toLowerCase()) && w !== w.toUpperCase()) nameNouns.add(stem(w));
    }
    const packs: number[] = [];
    const volumesBefore = index.byDim.get('volume')?.length ?? 0;
    const perNoun: Array<{ fact: Fact; noun: string; dose?: boolean }> = [];
    const partitive: ReturnType<typeof partitiveCounts> = [];
    for (const line of productLines) {
      const toks = tokenize(line);
      // Each token's sentence: a new one at each line and after each full stop.
      const sentenceOf = toks.map((t) => (t.t === 'sym' && /^[.;!?]$/.test(t.raw) ? sentences++ : sentences));
      sentences++;
      const masked = maskCodes(line, toks);
      const at = keyColon(line);
      const found = at > 0 ? toks.findIndex((t) => t.start > at) : 0;
      const valueFrom = found < 0 ? toks.length : found; // a key with no value after it reads nothing
      const keyToks = at > 0 ? toks.slice(0, valueFrom) : [];
      const keyStems = at > 0 ? stemsOf(toks, 0, valueFrom) : [];
      if (at > 0) index.keyed.push({ key: keyStems, value: stemsOf(toks, valueFrom, toks.length) });
      const keyUnits = unitsNamed(keyToks);
      const keyNoun = countKeyNoun(keyToks); // 'Numero di porte', 'Pezzi'

      const pairs: Array<{ v: Fact; a: Fact }> = [];
      let lastVolt: { fact: Fact; to: number } | null = null;
      let unitBeside: boolean | undefined;
      // Counts listed as 'N x …': a line of the box's contents, a line of ports (fact-readers.ts).
      for (const c of listedCounts(keyStems, toks, valueFrom)) add({ dims: [`n:${c.noun}`], shape: 'single', values: [[c.n]], keys: keysOf(c.keys) });
      let lastCount: { value: number[]; to: number; noun: string } | null = null;
      partitive.push(...partitiveCounts(toks));
      // The key's own quantities are facts too: 'Carica residua dopo 12 mesi: circa 80%', a guide's title ('Zaino 72 ore: come…').
      for (let i = 0; i < valueFrom; i++) {
        const q = masked[i] ? null : readQuantity(line, toks, i);
        if (!q || q.to > valueFrom) continue;
        sentence = sentenceOf[i]!;
        add({ dims: q.dims, shape: q.shape, values: q.values, keys: keysOf([...keyStems, ...windowStems(toks, q.from, q.to, 4, 2, true)]) });
        i = q.to - 1;
      }
      for (let i = valueFrom; i < toks.length; i++) {
        if (masked[i]) continue;
        const t = toks[i]!;
        const q = readQuantity(line, toks, i);
        sentence = sentenceOf[i]!;
        if (q) {
          const keys = keysOf([...keyStems, ...windowStems(toks, q.from, q.to, 4, 2, true)]);
          const fact: Fact = { dims: q.dims, shape: q.shape, values: q.values, keys };
          if (exampleDevice(toks, q.from)) fact.example = true;
          const m = q.shape === 'single' && !q.opener ? modifierBefore(toks, q.from) : null;
          if (m && !m.bound && m.mod !== 'upto') fact.around = q.values[0]!.map((v) => interval(v, m));
          if (m && (m.mod === 'upto' || (m.bound && m.mod === 'under'))) fact.upto = true;
          add(fact);
          // '100 x 100 cm' is also a square metre (mm² to m²).
          if (q.shape === 'tuple' && q.values.length === 2 && q.dims.includes('lunghezza'))
            add({ dims: ['area'], shape: 'single', values: [q.values[0]!.flatMap((a) => q.values[1]!.map((b) => (a * b) / 1e6))], keys });
          if (q.noun && q.shape === 'single') {
            if (q.noun === 'pezz') packs.push(...q.values[0]!);
            lastCount = { value: q.values[0]!, to: q.to, noun: q.noun };
          } else if (q.shape === 'single') {
            // '6 buste da 125 ml' → 750 ml in all; '18 barrette da 40 g' → 720 g.
            if (lastCount && isWord(toks[q.from - 1], 'da', 'di') && q.from - lastCount.to <= 4) {
              add({ dims: q.dims, shape: 'single', values: [lastCount.value.flatMap((n) => q.values[0]!.map((v) => n * v))], keys, pack: true });
            }
            // '1500 Litri per filtro', 'Energia per barretta: 200 kcal': times the count of filters, of bars.
            const per = perNounAfter(toks, q.to) ?? perNounIn(keyToks);
            if (per !== null) perNoun.push({ fact, noun: per });
            // A dose, '1 compressa per 1 litro': a litre per tablet, so 100 tablets treat 100 litres.
            else if (lastCount && lastCount.to === q.from - 1 && isWord(toks[q.from - 1], 'per') && lastCount.value.every((n) => n > 0)) {
              const each = lastCount.value.flatMap((n) => q.values[0]!.map((v) => v / n));
              perNoun.push({ fact: { dims: q.dims, shape: 'single', values: [each], keys }, noun: lastCount.noun, dose: true });
            }
            if (q.dims.includes('tensione')) lastVolt = { fact, to: q.to };
            else if (q.dims.includes('corrente') && lastVolt && q.from - lastVolt.to <= 1) pairs.push({ v: lastVolt.fact, a: fact });
          }
          i = q.to - 1;
          continue;
        }
        // A bare number in a line's value: a count under a count key, or a value in the unit the line
        // names (only when no number of the value has its unit beside it); not '2 x USB-A 5V/1A' (no 2 V).
        if (t.t === 'num' && at > 0 && !isUnitOrNounAfter(toks, i) && !isTimes(toks[i + 1])) {
          if (keyNoun) {
            add({ dims: [`n:${keyNoun}`], shape: 'single', values: [t.values], keys: keysOf(keyStems) });
            if (keyNoun === 'pezz') packs.push(...t.values);
          }
          unitBeside ??= unitBesideIn(toks, valueFrom);
          for (const u of keyUnits.length > 0 ? keyUnits : unitBeside ? [] : unitsNamed(toks))
            add({ dims: u.dims, shape: 'single', values: [t.values.map((v) => v * u.factor)], keys: keysOf(keyStems) });
        }
        // '(2 per colore)' in a line of a pack: two of the product's own pieces for each colour.
        if (t.t === 'num' && !isUnitOrNounAfter(toks, i) && perNounAfter(toks, i + 1)) {
          for (const s of nameNouns) add({ dims: [`n:${s}`], shape: 'single', values: [t.values], keys: [perNounAfter(toks, i + 1)!] });
        }
        // 'Confezione da 2', 'set da 10'.
        if (t.t === 'num' && isWord(toks[i - 1], 'da') && PACK_WORDS.has((toks[i - 2] as { lower?: string })?.lower ?? '')) packs.push(...t.values);
      }
      sentence = -1;
      // 5 V ⎓ 2 A is 10 W, when the line gives one such pair (a list of charging profiles names its maximum).
      if (pairs.length === 1) {
        const { v, a } = pairs[0]!;
        add({ dims: ['potenza'], shape: 'single', values: [v.values[0]!.flatMap((x) => a.values[0]!.map((y) => x * y))], keys: v.keys });
      }
      // A list under a key: 'Modalità: alta, media, bassa, SOS' is 4 modes.
      if (at > 0 && valueFrom < toks.length) {
        const items = listItems(line.slice(at + 1));
        if (items >= 2) for (const s of keysOf(keyStems)) add({ dims: [`n:${s}`], shape: 'single', values: [[items]], keys: [] });
      }
      let clauseFrom = 0;
      toks.forEach((t, k) => {
        if (k === toks.length - 1 || (t.t === 'sym' && CLAUSE_END.has(t.raw) && t.raw !== '.')) {
          index.clauses.push(stemsOf(toks, clauseFrom, k + 1));
          clauseFrom = k + 1;
        }
      });
      for (const m of line.matchAll(PRICE_IN_DATA_RE)) index.prices.any.push(...parseNumber(m[1] ?? m[2]!));
      for (const m of line.matchAll(RATING_IN_DATA_RE)) index.ratings.push(...parseNumber(m[1]!));
    }

    // Water weighs a kilogram a litre ('10 L' is 'dieci chili' full); without key words, so a weight tied to 'Peso' is compared with that.
    if (productLines.some((l) => /\bacqua\b/i.test(l))) {
      for (const f of (index.byDim.get('volume') ?? []).slice(volumesBefore)) if (f.shape === 'single') add({ dims: ['massa'], shape: 'single', values: f.values, keys: [] });
    }
    // 'ne bastano due': two of a noun the data counts elsewhere ('24 x Tavolette').
    for (const c of partitive) for (const noun of c.nouns) if (index.byDim.has(`n:${noun}`)) add({ dims: [`n:${noun}`], shape: 'single', values: [c.n], keys: keysOf(c.keys) });
    if (p) packsOf.set(p, packs);
    for (const s of nameNouns) index.pieceNouns.add(s);
    // A pack of N: N of the product's own nouns ('Confezione da 10' coperte) and N pieces ('12 pezzi').
    for (const n of new Set(packs)) for (const s of new Set([...nameNouns, 'pezz'])) add({ dims: [`n:${s}`], shape: 'single', values: [[n]], keys: [] });
    for (const { fact, noun, dose } of perNoun) {
      // totals: 1500 L per filter × 2 filters
      const all = [...(index.byDim.get(`n:${noun}`) ?? []).filter((f) => f.shape === 'single').flatMap((f) => f.values[0]!), ...(noun === '' || nameNouns.has(noun) ? packs : [])];
      // A dose times the whole pack only ('2 compresse per acqua torbida' treat no 2 litres).
      const counts = dose ? [Math.max(0, ...all)] : all;
      for (const n of new Set(counts)) if (n > 1) add({ dims: fact.dims, shape: 'single', values: [fact.values[0]!.map((v) => v * n)], keys: fact.keys, pack: true });
    }
  }

  indexPrices(index, facts.products, packsOf, add);
  index.codes = normCodeText(lines.join('\n'));
  index.words = normWords(lines.join('\n'));
  noteNegations(index, lines);
  for (const w of index.words.split(' ')) {
    if (!w) continue;
    const s = stem(w);
    if (index.stems.has(s)) continue;
    index.stems.add(s);
    for (let n = 5; n <= s.length; n++) index.stemPrefixes.add(s.slice(0, n));
  }
  index.perPerson = PER_PERSON.some(([a, b]) => index.words.includes(` ${a} ${b} `));
  return index;
}
