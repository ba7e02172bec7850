/**
 * Ratings stated as popularity (common/grounding.ts): 'la più votata', 'tra i più apprezzati',
 * 'amatissima dagli acquirenti', 'i commenti degli acquirenti lodano…', 'le recensioni la
 * premiano', 'recensioni entusiaste'. The product data (an Amazon listing) never says how buyers
 * judge it beyond its rating: each is a claim, unless the data's own words have it. Reads the
 * block's folded words once, looking a bounded number of words ahead: linear in the text.
 */
import { CLAUSE_END, type Tok } from './text.ts';

/** Who judges: reviews, comments, buyers, users… */
const JUDGES = /^(?:recension[ei]|comment[oi]|acquirent[ei]|utent[ei]|client[ei]|valutazion[ei]|opinion[ei]|giudiz[io]|feedback|review|compratori)$/;
/** What they do when they praise it, in the third person plural ('lodano', 'premiano', 'consigliano'; not 'consigliamo'). */
const PRAISE =
  /^(?:lod|premi|elogi|promuov|apprezz|consigli|esalt|celebr|incens|osann|confermano|concordano|parlano|sottolineano|evidenziano|definiscono|giudicano)\p{L}*(?:ano|ono)$/u;
/** How reviews are described when they praise it: 'recensioni entusiaste', 'ottime recensioni'. */
const PRAISING = /^(?:positiv|entusiast|ottim|eccellent|lusinghier|favorevol|stellar|brillant|splendid)[oaie]$/;
/** Popularity in one word: 'amatissima', 'apprezzatissimo', 'gettonatissima'. */
const VERY = /^(?:amat|apprezzat|gettonat|votat|recensit|lodat|popolar)issim[oaie]$/;
/** 'più votata', 'meglio recensito', 'più apprezzati', 'più venduto'. */
const MOST = /^(?:votat|recensit|apprezzat|amat|gettonat|vendut|acquistat|comprat|popolar|lodat|scelt|richiest|ordinat)[oaie]?$/;
const SALES = /(?:vendut|acquistat|comprat|ordinat|richiest|scelt|bestseller|seller)/;
/** 'preferito dagli escursionisti', 'scelto da molti istruttori': who chooses it, in the plural. */
const CHOSEN = /^(?:preferit|scelt|adottat)[oaie]$/;
const CHOOSERS = /^(?:molti|molte|tanti|tante|numerosi|numerose|\p{L}{3,}[ie])$/u;
const VAGUE = new Set(['migliaia', 'centinaia', 'decine', 'milioni']);

/** Token ranges [from, to) of the block's popularity claims the data's words (normWords) do not hold. */
export function popularityClaims(toks: readonly Tok[], folded: readonly string[], dataWords: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const inData = (from: number, to: number) => dataWords.includes(` ${folded.slice(from, to).filter(Boolean).join(' ')} `);
  const ends = (t: Tok) => t.t === 'num' || (t.t === 'sym' && CLAUSE_END.has(t.raw));
  for (let i = 0; i < toks.length; i++) {
    const w = folded[i]!;
    if (!w) continue;
    let to = -1;
    if (w === 'piu' || w === 'meglio') {
      if (MOST.test(folded[i + 1] ?? '')) to = i + 2;
    } else if (w.includes('issim')) {
      if (VERY.test(w)) to = i + 1;
    } else if (w === 'bestseller' || (w === 'scelta' && folded[i + 1] === 'amazon') || (w === 'best' && folded[i + 1] === 'seller')) {
      to = w === 'bestseller' ? i + 1 : i + 2;
    } else if (
      CHOSEN.test(w) &&
      /^(?:da|dai|dagli|dalle)$/.test(folded[i + 1] ?? '') &&
      CHOOSERS.test(folded[i + 2] ?? '') &&
      !/^(?:chi|noi|voi|lei|lui|lui)$/.test(folded[i + 2] ?? '')
    ) {
      to = i + 3;
      if (/^(?:molti|molte|tanti|tante|numerosi|numerose)$/.test(folded[i + 2]!) && toks[i + 3]?.t === 'word') to = i + 4;
    } else if (JUDGES.test(folded[i + 1] ?? '') && PRAISING.test(w)) to = i + 2;
    // A counted noun ('oltre 1.500 recensioni positive', 'migliaia di acquirenti') is the count's claim already.
    else if (JUDGES.test(w) && toks[i - 1]?.t !== 'num' && !VAGUE.has(folded[i - 2] ?? '')) {
      if (PRAISING.test(folded[i + 1] ?? '')) to = i + 2;
      // 'le recensioni degli acquirenti sono entusiaste': the praising word after 'sono', 'è', in the clause.
      for (let k = i + 1; to < 0 && k < toks.length && k <= i + 4 && !ends(toks[k]!); k++)
        if (/^(?:sono|e|risultano)$/.test(folded[k]!) && PRAISING.test(folded[k + 1] ?? '')) to = k + 2;
      // The praising verb within the clause, a few words on ('i commenti degli acquirenti lodano').
      for (let k = i + 1; to < 0 && k < toks.length && k <= i + 5 && !ends(toks[k]!); k++) if (PRAISE.test(folded[k]!)) to = k + 1;
    }
    if (to < 0) continue;
    // Sales ('più venduto', 'Scelta Amazon') are no praise a rating after them states.
    const sales = SALES.test(folded.slice(i, to).join(' '));
    if (!inData(i, to) && (sales || !ratedAfter(toks, folded, to))) out.push([i, to]);
    i = to - 1;
  }
  return out;
}

/**
 * 'gli acquirenti la premiano con un 4,5 su 5', 'apprezzatissima, con 4,6 stelle': the praise is
 * the figure that follows it in the clause, which the rating rules hold to the data.
 */
function ratedAfter(toks: readonly Tok[], folded: readonly string[], to: number): boolean {
  for (let k = to; k < toks.length && k < to + 4; k++) {
    if (folded[k] !== 'con') continue;
    for (let j = k + 1; j < toks.length && j <= k + 4; j++) {
      const t = toks[j]!;
      // A rating ('con 4,6 stelle', 'con un 4,5 su 5'), not a count ('con oltre 3.000 unità vendute').
      if (t.t === 'num') return /^(?:su|stelle|stella|\/)$/.test(folded[j + 1] ?? toks[j + 1]?.raw ?? '') || toks[j + 1]?.raw === '/';
      if (t.t === 'sym' && CLAUSE_END.has(t.raw)) return false;
    }
    return false;
  }
  return false;
}
