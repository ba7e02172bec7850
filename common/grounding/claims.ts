/**
 * The claims of one block of text and whether the facts support them (common/grounding.ts).
 * One pass over the block's tokens: prices (by role: offer, list price, a bound such as 'meno di
 * 20 euro'), ratings ('4,5 su 5', 'cinque stelle', 'valutazione media di 4,8'), quantities and
 * counts (compared by dimension, sign and the key words around them), vague counts ('migliaia
 * di utenti'), absent substances ('senza lattosio'), conformity to a named body, materials and
 * features; then the block's codes and its 'Chiave: valore' line.
 */
import { codeSpans, hasToken, substanceAt, termAt, termSupported } from './codes.ts';
import type { FactIndex } from './facts.ts';
import { candidates, matches, type Memo, rangeEndsSupported } from './matching.ts';
import { modifierBefore, type Quantity, readQuantity, windowStems } from './quantities.ts';
import { featureClaims } from './features.ts';
import { additionClaims } from './additions.ts';
import { ALWAYS_COUNTED, PACKAGES, REVIEW_NOUNS, USES, VAGUE_COUNTS } from './count-nouns.ts';
import { CERTIFICATION_CUE, certificationAt } from './certifications.ts';
import { popularityClaims } from './popularity.ts';
import { praiseOfRating, ratingCountDims, ratingHolds, vagueRatingCountHeld } from './ratings.ts';
import { circaAfter, roundAbout, roundedLargeUnit, uptoAsData } from './hedges.ts';
import { rateRestated } from './rates.ts';
import { statedTogether } from './pairs.ts';
import { withinData } from './bounds.ts';
import { joinYardsticks } from './yardsticks.ts';
import { packTotalSaid, saysTotal, timesCount, totalFact } from './totals.ts';
import { claimRoles } from './roles.ts';
import { frequencyAt, frequencyHeld } from './frequencies.ts';
import { fold, isWord, normWords, stem, type Tok, tokenize } from './text.ts';
import type { ClaimKind } from './types.ts';
import type { SpecLine } from './spec-lines.ts';

export type { Memo } from './matching.ts';
import { clockAt, namedBodyAfter, NEGATION_RE, negatedBefore, priceAt, ratingAt } from './claim-readers.ts';
import { priceClaim } from './price-claims.ts';

export interface Found {
  at: number;
  text: string;
  kind: ClaimKind;
  /** A quantity's dimensions. */
  dims?: readonly string[];
  /** A quantity within a range or a maximum of the data (common/grounding/bounds.ts): a case the data covers, not its figure. */
  within?: boolean;
}

/** Every claim of a block the facts do not support, in the order of the text. */
/** The offset lies in the line's value, before a comment in prose that follows it. */
const inLineValue = (line: SpecLine, at: number) => at >= line.valueAt && (line.proseAt === undefined || at < line.proseAt);

export function blockClaims(block: string, index: FactIndex, memo: Memo, line: SpecLine | null): Found[] {
  const toks = tokenize(block);
  const spans = codeSpans(block, toks);
  const inSpan = new Uint8Array(toks.length);
  {
    let s = 0;
    toks.forEach((t, i) => {
      while (s < spans.length && spans[s]!.end <= t.start) s++;
      const span = spans[s];
      if (span && span.start <= t.start && t.end <= span.end) inSpan[i] = /\d/.test(span.text) ? 2 : 1;
    });
  }
  const folded = toks.map((t) => (t.t === 'word' ? fold(t.raw) : ''));
  let lastCountTo = -1;
  let lastCount: Quantity | null = null;
  const found: Found[] = [];
  /** The certifications claimed: a code inside one is part of its claim, not listed again. */
  const certified: Array<[number, number]> = [];
  /** Where the ratings the data supports start: praise in their sentence restates them. */
  const heldRatings: number[] = [];
  const claim = (from: number, to: number, kind: ClaimKind, dims?: readonly string[], within?: boolean) =>
    found.push({ at: toks[from]!.start, text: block.slice(toks[from]!.start, toks[to - 1]!.end), kind, dims, ...(within ? { within } : {}) });

  for (let i = 0; i < toks.length; i++) {
    if (inSpan[i] === 2) continue;
    const t = toks[i]!;
    const lineCtx = line && t.start >= line.valueAt ? line.stems : [];

    // A time of day ('dalle 8:30 alle 18:30'), as the source gives it ('8:30', '8.30', '08:30').
    const clock = clockAt(toks, i);
    if (clock) {
      if (![`${clock.hour}`, `0${clock.hour}`].some((h) => index.words.includes(` ${h} ${clock.minutes} `))) claim(clock.from, clock.to, 'misura');
      i = clock.to - 1;
      continue;
    }
    // How often ('tre volte al giorno'): a figure of advice, held to the data's words.
    const frequency = frequencyAt(toks, i);
    if (frequency) {
      if (!frequencyHeld(block, toks, frequency, index.words)) claim(frequency.from, frequency.to, 'misura');
      i = frequency.to - 1;
      continue;
    }
    // Prices ('una ventina di euro' about 20; 'meno di un euro a coperta' of one piece of a pack).
    const price = priceAt(toks, i, index.pieceNouns);
    if (price) {
      const unsupported = priceClaim(toks, price, index);
      if (unsupported) claim(unsupported[0], price.to, 'prezzo');
      i = price.to - 1;
      continue;
    }

    // Ratings.
    const rating = ratingAt(block, toks, i);
    if (rating) {
      // 'più di 4 stelle', 'quattro stelle e mezza', 'vicina alle cinque stelle': as its words hedge it (ratings.ts).
      if (!ratingHolds(toks, folded, rating, index.ratings)) claim(rating.from, rating.to, 'valutazione');
      else heldRatings.push(rating.from);
      i = rating.to - 1;
      continue;
    }

    // Quantities and counts.
    const q = t.t === 'num' || t.t === 'word' ? readQuantity(block, toks, i) : null;
    if (q) {
      i = q.to - 1;
      const before = toks[q.from - 1];
      const m = roundAbout(toks, q, q.opener ? null : (modifierBefore(toks, q.from) ?? circaAfter(toks, q)));
      // 'al 100%' of a charge: no claim about the product. ('ogni sei mesi' is a frequency: a claim.)
      if (q.dims.includes('percentuale') && isWord(before, 'al', 'il') && q.values[0]!.includes(100)) continue;
      // 'per un minuto', 'un giorno intero', 'da un minuto di manovella': a time span with the
      // article for its number is a way of speaking; 'in un'ora' and 'meno di un minuto' measure.
      // 'sei fischi in un minuto' is a rate: its count is the claim ('sei fischi al minuto').
      const rate = q.from - 1 === lastCountTo;
      const countBefore = lastCount;
      if (q.noun) {
        lastCountTo = q.to;
        lastCount = q;
      }
      if (!m && q.shape === 'single' && q.dims.includes('tempo') && isWord(toks[q.from], 'un', 'una', 'uno') && (rate || !isWord(before, 'in', 'entro'))) continue;
      // A sentence about what each person needs ('almeno quattro litri al giorno per persona, per
      // tre giorni') gives general advice: a figure the site confirms with its source before
      // publishing, like any other the data does not hold (eval/grounding/sealed/BRIEF.md).
      // 'richiedono due persone': only 'per 4 persone', 'una famiglia di 4 persone', 'adatto a 2
      // persone' say whom the product serves.
      if (q.noun === 'person' && !q.opener && !index.byDim.has('n:person') && !isWord(before, 'per', 'a', 'di', 'da', 'tra', 'fra')) continue;
      // '24 ore su 24', '7 giorni su 7': always.
      if (isWord(toks[q.to], 'su') && toks[q.to + 1]?.t === 'num' && toks[q.to + 1]!.raw === toks[q.from]!.raw) continue;
      // 'oltre 5.000 unità vendute', '5.000 escursionisti lo hanno già acquistato': how many bought it, a rating's claim.
      const sold =
        !!q.noun &&
        index.products > 0 &&
        (/^(?:vendut|acquistat|comprat)[ie]$/.test(folded[q.to] ?? '') ||
          ([1, 2, 3].some((d) => folded[q.to + d] === 'hanno') && [2, 3, 4].some((d) => /^(?:acquistat|comprat|scelt)o$/.test(folded[q.to + d] ?? ''))));
      if (q.noun && !sold && ((!index.byDim.has(q.dims[0]!) && !ALWAYS_COUNTED.has(q.noun)) || PACKAGES.has(q.noun))) continue;
      // 'tre pasti al giorno': a rate of use the reader plans, not the product's count.
      if (q.noun && USES.has(q.noun) && !index.byDim.has(q.dims[0]!) && isWord(toks[q.to], 'al', 'a', 'ogni') && isWord(toks[q.to + 1], 'giorno', 'settimana', 'persona')) continue;
      const without = lacked(toks, m ? m.from : q.from, q.to);
      const ctx = [...lineCtx, ...windowStems(toks, m ? m.from : q.from, q.to, 4, 2, false)].filter((s) => !without.has(s));
      // Dimensions ('11 x 9 cm') are told apart by their numbers: every fact of the kind is compared.
      const roles = claimRoles(ctx, toks, m ? m.from : q.from);
      let within = false;
      const ok =
        ratingCountDims(q.noun ?? '', q.dims, index).some((d) => {
          const facts = q.shape === 'tuple' ? (index.byDim.get(d) ?? []) : candidates(index, d, ctx, memo, roles);
          if (facts.some((f) => matches(q, m, f)) || (!m && rangeEndsSupported(q, facts))) return true;
          if (withinData(q, m, facts, ctx)) within = true;
          // 'un kilowattora di riserva' of 1024 Wh.
          const rounded = roundedLargeUnit(toks, q, m);
          if (rounded && facts.some((f) => matches(q, rounded, f))) return true;
          // A count names its fact by its noun: 'cento compresse in dieci blister' is the data's
          // 100 tablets, though 'blister' sits beside it and singles out 'Blister da 10 compresse'.
          if (q.noun && q.shape === 'single' && !m && (index.byDim.get(d) ?? []).some((f) => f.shape === 'single' && matches(q, m, f))) return true;
          // 'insieme pesano poco più di un chilo': the sum over the products named.
          const total = q.shape === 'single' && !q.noun && saysTotal(toks, q.from) ? totalFact(facts) : null;
          if (total && matches(q, m, total)) return true;
          // 'una confezione tratta cento litri': the total over the pack's pieces.
          if (q.shape === 'single' && packTotalSaid(ctx, toks, q.from) && (index.byDim.get(d) ?? []).some((f) => f.pack && matches(q, m, f))) return true;
          // Both ends of a range the data gives as such are no coincidence, whatever the words around them.
          return q.shape === 'range' && candidates(index, d, [], memo, roles).some((f) => matches(q, m, f));
        }) ||
        alternativesWithin(q, toks, index) ||
        (!!countBefore && timesCount(toks, q, m, countBefore, index)) ||
        rateRestated(toks, q, m, index) ||
        statedTogether(block, toks, q, m, index) ||
        uptoAsData(block, toks, q, m, index);
      // 'fino a 30 metri': the bound compares as the figure itself, and the claim is the figure ('30 metri di profondità').
      if (!ok) claim(m && m.mod !== 'upto' ? m.from : q.from, q.to, sold || (q.noun && REVIEW_NOUNS.has(q.noun)) ? 'valutazione' : 'misura', q.dims, within);
      continue;
    }
    if (t.t !== 'word' || inSpan[i]) continue;

    // 'migliaia di recensioni', 'scelto da centinaia di campeggiatori': how many people rate or bought it.
    if (VAGUE_COUNTS.has(t.lower) && isWord(toks[i + 1], 'di') && toks[i + 2]?.t === 'word') {
      const noun = stem(toks[i + 2]!.raw);
      if ((REVIEW_NOUNS.has(noun) || noun === 'person' || isWord(toks[i - 1], 'da', 'dai')) && !index.words.includes(` ${t.lower} di `) && !vagueRatingCountHeld(t.lower, index)) {
        claim(i, i + 3, 'valutazione');
        i += 2;
        continue;
      }
    }
    // 'senza lattosio'.
    if (t.lower === 'senza') {
      const s = substanceAt(folded, i + 1, index.words);
      if (s) {
        if (!s.supported) claim(i, i + 1 + s.length, 'specifica');
        i += s.length;
        continue;
      }
    }
    // 'conforme alle linee guida della Protezione Civile': a named body the data does not name.
    if (/^(?:conform[ei]|certificat[oaie]|omologat[oaie]|approvat[oaie]|riconosciut[oaie])$/.test(t.lower)) {
      const named = namedBodyAfter(toks, i + 1);
      if (named) {
        const phrase = normWords(block.slice(toks[named.from]!.start, toks[named.to - 1]!.end));
        if (!index.words.includes(phrase)) claim(i, named.to, 'specifica');
        i = named.to - 1;
        continue;
      }
    }
    // 'certificata CE e RoHS', 'certificato per uso alimentare': what it is certified as, by or for.
    if (CERTIFICATION_CUE.test(folded[i]!)) {
      const cert = certificationAt(toks, folded, i, spans, index);
      if (cert) {
        if (!cert.supported) {
          claim(i, cert.to, 'specifica');
          certified.push([toks[i]!.start, toks[cert.to - 1]!.end]);
        }
        if (!cert.supported) {
          i = cert.to - 1;
          continue;
        }
      }
    }
    // Materials and features ('titanio', 'Power Delivery'); within a 'Chiave: valore' line of a known key, the line is compared instead.
    if (line?.keyed && inLineValue(line, t.start)) continue;
    const term = termAt(folded, i);
    // 'niente ricarica rapida', 'non è in alluminio': what the text says the product lacks is no claim that it has it.
    if (term && [i - 1, i - 2, i - 3].some((k) => k >= 0 && NEGATION_RE.test(folded[k]!))) {
      i += term.words.length - 1;
      continue;
    }
    if (term) {
      if (!termSupported(term, index.words)) claim(i, i + term.words.length, 'specifica');
      i += term.words.length - 1;
    }
  }

  for (const [from, to] of popularityClaims(toks, folded, index.words)) if (!praiseOfRating(toks, folded, from, to, heldRatings, index)) claim(from, to, 'valutazione');
  // Named features, functions, protections, treatments ('bussola integrata', 'modalità silenziosa'); not those the text says it lacks.
  const featureSkip = (k: number) =>
    inSpan[k] !== 0 || (!!line?.keyed && inLineValue(line, toks[k]!.start)) || [k - 1, k - 2, k - 3].some((j) => j >= 0 && NEGATION_RE.test(folded[j]!));
  for (const [from, to] of featureClaims(toks, folded, index, featureSkip)) claim(from, to, 'specifica');
  for (const s of spans) {
    if (negatedBefore(toks, folded, s.start) || certified.some(([a, b]) => a <= s.start && s.end <= b)) continue;
    // 'la lanterna SOLENA 320' (grammi): the product's name before a number is no standard.
    const named = /^(\p{Lu}{2,6})[ \u00a0]\d+$/u.exec(s.text);
    if (named && index.identity.has(stem(named[1]!))) continue;
    const key = s.forms[0]!;
    let ok = memo.codes.get(key);
    if (ok === undefined) memo.codes.set(key, (ok = s.forms.some((f) => hasToken(index.codes, f))));
    if (!ok) found.push({ at: s.start, text: s.text, kind: 'specifica' });
  }
  // Capabilities marked by 'anche' and box contents the data does not hold ('rileva anche il fumo'), unless a named
  // specification already reports the same words ('i guanti', 'le onde medie (AM)').
  const named = found.filter((f) => f.kind === 'specifica');
  for (const [from, to] of additionClaims(toks, folded, index, featureSkip)) {
    if (!named.some((f) => f.at < toks[to - 1]!.end && toks[from]!.start < f.at + f.text.length)) claim(from, to, 'specifica');
  }
  found.sort((a, b) => a.at - b.at);
  // 'quattro persone per tre giorni': a yardstick and the time told against it are one claim.
  const joined = joinYardsticks(found, block, index);
  // Named specifications side by side are one claim ('ricarica wireless Qi', 'CREE XP-G3').
  const merged: Array<Found & { end: number }> = [];
  for (const f of joined) {
    const last = merged[merged.length - 1];
    const end = f.at + f.text.length;
    if (last && last.kind === 'specifica' && f.kind === 'specifica' && f.at >= last.end && /^[\s\u00a0]{1,2}$/.test(block.slice(last.end, f.at))) last.end = end;
    else merged.push({ ...f, end });
  }
  return merged.map((f) => ({ at: f.at, kind: f.kind, text: f.kind === 'specifica' ? block.slice(f.at, f.end) : f.text, dims: f.dims, within: f.within }));
}

/**
 * Counts given as alternatives ('si possono caricare una o tre pile'): what one may do with the
 * product, true when no alternative exceeds the data's count of the same noun (8 batteries).
 */
function alternativesWithin(q: Quantity, toks: readonly Tok[], index: FactIndex): boolean {
  if (!q.noun || q.shape !== 'range') return false;
  let alternatives = false;
  for (let k = q.from; k < q.to; k++) if (isWord(toks[k], 'o', 'oppure')) alternatives = true;
  if (!alternatives) return false;
  const counts = (index.byDim.get(q.dims[0]!) ?? []).flatMap((f) => f.values.flat());
  const most = Math.max(0, ...counts);
  return q.values.every((vs) => vs.some((v) => v >= 1 && v <= most));
}

/**
 * The stems of what the words around a quantity say it is without ('pesa 110 g senza supporto',
 * 'senza batterie pesa 200 g'): no key word of the figure, which is not the data's weight 'con il
 * supporto'. Within three words either side, an article after 'senza' passed over.
 */
function lacked(toks: readonly Tok[], from: number, to: number): Set<string> {
  const out = new Set<string>();
  for (let k = Math.max(0, from - 4); k < Math.min(toks.length, to + 3); k++) {
    if (k >= from && k < to) continue;
    if (!isWord(toks[k], 'senza')) continue;
    const noun = isWord(toks[k + 1], 'il', 'lo', 'la', 'i', 'gli', 'le', 'l') ? k + 2 : k + 1;
    if (toks[noun]?.t === 'word') out.add(stem(toks[noun]!.raw));
  }
  return out;
}
