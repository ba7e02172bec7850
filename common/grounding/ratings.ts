/**
 * A rating restated in other words (common/grounding/claims.ts): how close to the data's rating a
 * rating the text states must be, given the words around it ('quattro stelle e mezza' of a 4,6
 * rounds as Amazon's stars do; 'vicina alle cinque stelle', 'sfiora le cinque stelle', 'quattro
 * stelle abbondanti', 'superano le quattro stelle'); counts of ratings in their other nouns ('più
 * di 1.800 valutazioni' of the data's '1.873 voti'); and praise that restates the rating ('il
 * giudizio degli acquirenti è positivo: 4,6 su 5', 'ottime valutazioni' of a 4,6).
 */
import type { FactIndex } from './facts.ts';
import { modifierBefore } from './quantities.ts';
import { isWord, type Tok, SENTENCE_END } from './text.ts';

export interface RatingClaim {
  from: number;
  to: number;
  values: number[];
  scale: number;
}

/** Articles and articled prepositions between a hedge and its rating ('vicina alle', 'sfiora le'). */
const LINKS = new Set(['le', 'la', 'il', 'i', 'l', 'a', 'al', 'alla', 'alle', 'ai', 'da', 'dalle', 'dai', 'delle', 'di', 'del', 'un', 'una']);
/** Words that put a rating just under a figure ('quasi', 'vicina alle', 'sfiora le', 'a un passo dalle', 'a ridosso delle'). */
const NEAR = /^(?:quasi|vicin[oaie]|sfior\p{L}*|passo|prossim[oaie]|ridosso|sfiorat[oaie])$/u;
/** Words that put it above ('superano le quattro stelle', 'valutazioni superiori a 4 stelle'). */
const ABOVE = /^(?:super[ao]|superano|superare|superando|superat[oaie]|superior[ei])$/;

type Hedge = 'exact' | 'near' | 'about' | 'over' | 'under' | 'justOver' | 'ample' | 'scant';

/** How the words around a rating hedge it. */
function hedgeOf(toks: readonly Tok[], folded: readonly string[], r: RatingClaim): Hedge {
  const after = folded[r.to] ?? '';
  if (/^abbondant[ei]$/.test(after)) return 'ample';
  if (/^scars[ae]$/.test(after)) return 'scant';
  const m = modifierBefore(toks, r.from);
  if (m) {
    if (m.bound && m.mod === 'over') return 'over';
    if (m.bound && m.mod === 'under') return 'under';
    if (m.mod === 'under') return 'near';
    if (m.mod === 'over') return 'justOver';
    if (m.mod === 'approx') return 'about';
    if (m.mod === 'upto') return 'under';
  }
  let k = r.from - 1;
  for (let links = 0; k >= 0 && links < 3 && toks[k]!.t !== 'num' && (LINKS.has(folded[k]!) || (toks[k]!.t === 'sym' && ["'", '’'].includes(toks[k]!.raw))); k--) links++;
  if (k >= 0 && NEAR.test(folded[k]!)) return 'near';
  if (k >= 0 && ABOVE.test(folded[k]!)) return 'over';
  return 'exact';
}

/**
 * A rating of whole or half stars written without decimals ('quattro stelle e mezza', '5 stelle',
 * 'quattro stelle'): the data's rating rounded down to the half.
 */
function starCount(toks: readonly Tok[], r: RatingClaim): boolean {
  let stars = false;
  for (let k = r.from; k < r.to; k++) {
    const t = toks[k]!;
    if (t.t === 'num' && /[.,]/.test(t.raw)) return false;
    if (isWord(t, 'stelle', 'stella')) stars = true;
  }
  return stars && r.values.every((v) => Number.isInteger(v * 2));
}

const EACH_RE = /^(?:tutti|tutte|ognuno|ognuna|ciascuno|ciascuna|entrambi|entrambe)$/;

/** The sentence before token `from` says its figure of every product ('tutti e tre', 'ciascuno', 'entrambi'). */
function saidOfEach(toks: readonly Tok[], folded: readonly string[], from: number): boolean {
  for (let k = from - 1; k >= 0; k--) {
    const t = toks[k]!;
    if (t.t === 'sym' && SENTENCE_END.has(t.raw)) return false;
    if (EACH_RE.test(folded[k] ?? '')) return true;
  }
  return false;
}

/** Whether the data's ratings support the rating the text states, as its words hedge it. */
export function ratingHolds(toks: readonly Tok[], folded: readonly string[], r: RatingClaim, ratings: readonly number[]): boolean {
  if (r.scale !== 5) return false;
  const hedge = hedgeOf(toks, folded, r);
  const rounded = starCount(toks, r) && !/^pien[ei]$/.test(folded[r.to] ?? '');
  const e = 1e-6;
  // 'Tutti e tre i prodotti hanno valutazioni superiori a 4,5 stelle': a bound said of every product holds for each.
  const each = (hedge === 'over' || hedge === 'under') && saidOfEach(toks, folded, r.from) ? 'every' : 'some';
  return r.values.some((v) =>
    ratings[each]((x) => {
      switch (hedge) {
        case 'over':
          return x > v - e;
        case 'under':
          return x < v + e;
        case 'near':
          return x >= v - 0.5 - e && x <= v + e;
        case 'justOver':
          return x >= v - e && x <= v + 0.3 + e;
        case 'about':
          return Math.abs(x - v) <= 0.15 + e;
        case 'ample':
          return x >= v - e && x < v + 0.5;
        case 'scant':
          return x > v - 0.5 && x <= v + e;
        default:
          // Stars may round the rating down ('quattro stelle e mezza' of a 4,6), never up ('… e mezza' of a 4,4).
          return rounded ? x > v - 0.051 && x <= v + 0.2 + e : Math.abs(x - v) < 0.051;
      }
    }),
  );
}

/** The nouns a count of ratings is said in: the data's '1.873 voti' are 'più di 1.800 valutazioni', 'quasi duemila acquirenti'. */
export const RATING_COUNT_NOUNS = ['recension', 'valutazion', 'vot', 'acquirent', 'client', 'utent', 'recensor'] as const;

/** The dimensions a count of ratings is held to: every noun of ratings the data counts in, or the claim's own. */
export function ratingCountDims(noun: string, dims: readonly string[], index: FactIndex): readonly string[] {
  if (!(RATING_COUNT_NOUNS as readonly string[]).includes(noun)) return dims;
  const counted = RATING_COUNT_NOUNS.map((n) => `n:${n}`).filter((d) => index.byDim.has(d));
  return counted.length > 0 ? counted : dims;
}

/** The least a vague count means ('migliaia' of ratings are 2.000 or more). */
const VAGUE_LEAST = new Map([
  ['decine', 20],
  ['centinaia', 200],
  ['migliaia', 2000],
  ['milioni', 2_000_000],
]);

/** 'migliaia di acquirenti', 'centinaia di recensioni': held when the data counts that many ratings. */
export function vagueRatingCountHeld(vague: string, index: FactIndex): boolean {
  const least = VAGUE_LEAST.get(vague);
  if (least === undefined) return false;
  return RATING_COUNT_NOUNS.some((n) => (index.byDim.get(`n:${n}`) ?? []).some((f) => f.values.flat().some((v) => v >= least)));
}

/** Who judges in a rating ('valutazione', 'voto', 'punteggio', 'giudizio', 'media'): praise of these is praise of the rating. */
const RATING_JUDGES = /^(?:valutazion[ei]|vot[oi]|punteggi[o]?|giudizi?[oi]?|medi[ae]|rating)$/;
/** Praise that ranks the product against others ('più venduta', 'più votata', 'tra le più apprezzate'): no rating restates it. */
const RANKING = /^(?:piu|meglio)$/;
const SELLING = /(?:vendut|acquistat|comprat|gettonat|popolar)/;

/**
 * A popularity claim (common/grounding/popularity.ts) that restates the rating: praise (not a
 * ranking, not sales) in a sentence whose rating the data supports ('apprezzatissima, con 4,6
 * stelle'; 'il giudizio degli acquirenti è positivo: 4,6 su 5'), or praise of the rating itself
 * ('ottime valutazioni', 'una valutazione media eccellente') when the data's rating is 4 or more.
 */
export function praiseOfRating(toks: readonly Tok[], folded: readonly string[], from: number, to: number, heldRatings: readonly number[], index: FactIndex): boolean {
  const words = folded.slice(from, to);
  if (words.some((w) => RANKING.test(w) || SELLING.test(w))) return false;
  if (words.some((w) => RATING_JUDGES.test(w)) && index.ratings.some((x) => x >= 4)) return true;
  const end = (k: number) => toks[k]!.t === 'sym' && ['.', '!', '?', ';'].includes(toks[k]!.raw);
  let a = from;
  while (a > 0 && !end(a - 1)) a--;
  let b = to;
  while (b < toks.length && !end(b)) b++;
  return heldRatings.some((k) => k >= a && k < b);
}
