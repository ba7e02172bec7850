import { factsOf, findUnverifiedClaims, htmlTextBlocks, type GroundingProduct, type UnverifiedClaim } from './grounding.ts';
import { fold, stem, STOPWORDS } from './grounding/text.ts';
import type { GuideContent } from './types.ts';
import { type ClaimExplanation, explainClaims } from './grounding/explain.ts';
import { textSaysTotal } from './grounding/totals.ts';
import { measuresLikeIt, readGuideFigures } from './grounding/guide-figures.ts';

/** Where in a guide a claim sits: the introduction, a product's section, the conclusion. */
export type GuidePart = 'introduzione' | 'sezione' | 'conclusione';

export interface GuideClaim extends UnverifiedClaim {
  parte: GuidePart;
  /** The product of the section (null for introduction and conclusion). */
  id_prodotto: number | null;
}

/**
 * The grounding check of a guide (publication on the server, highlights in the editor): every
 * claim of every part that the stored data of the guide's products does not support. All parts
 * are checked against all the guide's products (an introduction compares them, a section may
 * mention another), plus the title. A clause that names one product alone (by its brand or model,
 * or the noun only it is named by: 'la lanterna SOLENA pesa 180 grammi') is also held to that
 * product's data: a figure of another product said of it is a claim (decision 0070).
 */
export function unverifiedGuideClaims(content: GuideContent, products: readonly GroundingProduct[], titolo?: string): GuideClaim[] {
  const facts = factsOf(products, titolo ? [titolo] : undefined);
  const names = products.length > 1 ? productNames(products) : [];
  const claims: GuideClaim[] = [];
  const check = (html: string, parte: GuidePart, id_prodotto: number | null) => {
    if (!html.trim()) return;
    const found = findUnverifiedClaims(html, facts);
    const seen = new Set(found.map((c) => `${c.kind}:${c.text.toLowerCase()}`));
    for (const block of names.length > 0 ? htmlTextBlocks(html) : []) {
      for (const clause of clausesOf(block, names)) {
        if (clause.product < 0) continue;
        for (const c of findUnverifiedClaims(clause.text, factsOf([products[clause.product]!], titolo ? [titolo] : undefined))) {
          const key = `${c.kind}:${c.text.toLowerCase()}`;
          if (!ATTRIBUTED.has(c.kind) || seen.has(key)) continue;
          // A dimension the product's data does not measure ties the figure to nothing of its own.
          if (c.kind === 'misura' && !measuresLikeIt(c.text, products[clause.product]!)) continue;
          seen.add(key);
          found.push(c);
        }
      }
    }
    for (const c of readGuideFigures(html, found)) if (!(c.kind === 'valutazione' && topRatedHeld(html, c.text, names, products))) claims.push({ ...c, parte, id_prodotto });
  };
  check(content.introduzione, 'introduzione', null);
  for (const s of content.sezioni) check(s.testo, 'sezione', s.id_prodotto);
  check(content.conclusione, 'conclusione', null);
  return claims;
}

/** 'il più apprezzato', 'la più votata', 'meglio recensito': a product ranked first by its rating. */
const TOP_RATED = /^(?:più|meglio) (?:apprezzat|votat|amat|recensit|lodat)[oaie]$/i;

/**
 * 'si va dal 4,2 dell’accendino al 4,6 del set Gavetta, che è anche il più apprezzato': a ranking
 * by rating, held when the product it speaks of (the last one named before it in its sentence, else
 * the first after) has the guide's highest rating.
 */
function topRatedHeld(html: string, text: string, names: ReadonlyArray<Set<string>>, products: readonly GroundingProduct[]): boolean {
  if (names.length === 0 || !TOP_RATED.test(text)) return false;
  const ratings = products.map((p) => p.valutazione_prodotto ?? -1);
  const best = Math.max(...ratings);
  const needle = text.toLowerCase();
  for (const block of htmlTextBlocks(html)) {
    for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
      const at = sentence.toLowerCase().indexOf(needle);
      if (at < 0) continue;
      let before = -1;
      let after = -1;
      for (const m of sentence.matchAll(/[\p{L}\p{N}]+/gu)) {
        const s = stem(m[0]);
        const k = names.findIndex((n) => namesProduct(n, m[0], s));
        if (k < 0) continue;
        if (m.index < at) before = k;
        else if (after < 0 && m.index > at) after = k;
      }
      // 'la sacca stagna meglio recensita su Amazon': a ranking over the whole market, not the guide's.
      if (/^\s*(?:\S+\s+){0,3}?(?:su|di|del|della|in|sul)\s+(?:amazon|categoria|mercato|momento|italia|settore|sempre|web)/i.test(sentence.slice(at + needle.length))) return false;
      const ref = before >= 0 ? before : after;
      return ref >= 0 && best > 0 && ratings[ref] === best;
    }
  }
  return false;
}

/** The kinds of claim a clause naming one product is held to that product for. */
const ATTRIBUTED = new Set<UnverifiedClaim['kind']>(['misura', 'prezzo', 'valutazione']);

/**
 * The stems of a product's brand and model words: the words of its short name after the first that
 * carry a capital ('Torcia LUMEO T9' → lume, t9), and its maker ('Produttore: Voltaro').
 */
function productBrands(p: GroundingProduct): string[] {
  const out = new Set<string>();
  const words = (p.nome_sintetico ?? p.nome_visualizzato ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const w of words.slice(1)) if (/\p{Lu}/u.test(w) && /\p{L}/u.test(w) && w.length >= 3) out.add(stem(w));
  for (const field of [p.specifiche_tecniche, p.informazioni_articolo]) {
    for (const line of (field ?? '').split(/\r?\n/)) {
      const m = /^\s*(?:produttore|marca|brand)\s*:(.*)$/i.exec(line);
      if (m) for (const w of m[1]!.split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3 && !STOPWORDS.has(w.toLowerCase())) out.add(stem(w));
    }
  }
  return [...out];
}

/**
 * Each product's naming stems: its brand and model words, and the first word of its short name
 * when no other product shares it. A brand or model word is marked with a leading '^': it names
 * the product only written with a capital or a digit ('Orsalpe Inverno' is not 'tutto l'inverno').
 */
function productNames(products: readonly GroundingProduct[]): Array<Set<string>> {
  const first = products.map((p) => stem((p.nome_sintetico ?? p.nome_visualizzato ?? '').split(/[^\p{L}\p{N}]+/u).find(Boolean) ?? ''));
  return products.map((p, k) => {
    const out = new Set(productBrands(p).map((b) => `^${b}`));
    if (first[k] && first[k]!.length >= 3 && first.filter((f) => f === first[k]).length === 1) out.add(first[k]!);
    return out;
  });
}

/** Whether a word of the text names the product of these stems (common/guide-grounding.ts productNames). */
const namesProduct = (n: ReadonlySet<string>, word: string, s: string): boolean => n.has(s) || (n.has(`^${s}`) && /^[\p{Lu}\p{N}]/u.test(word));

/**
 * The sentences of a block, each cut at ';' and 'mentre' and, when it names two products or more, at its commas
 * and an 'e' before an article ('… e la lanterna resiste…'; not 'un'ora e mezza', 'tra 3 e
 * 5 ore'): each piece with the one product it names (-1 for none or several).
 */
function clausesOf(block: string, names: ReadonlyArray<Set<string>>): Array<{ text: string; product: number }> {
  const named = (text: string) => {
    const hit = new Set<number>();
    for (const w of text.split(/[^\p{L}\p{N}]+/u)) {
      if (!w) continue;
      const s = stem(fold(w));
      names.forEach((n, k) => namesProduct(n, w, s) && hit.add(k));
    }
    return [...hit];
  };
  const out: Array<{ text: string; product: number }> = [];
  for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
    // A sentence that adds the products up ('insieme pesano poco più di un chilo') is about all it names.
    if (named(sentence).length > 1 && textSaysTotal(sentence)) {
      out.push({ text: sentence, product: -1 });
      continue;
    }
    // 'mentre' opens a clause of its own subject even when only one product is named ('La lanterna
    // Lumera è la più luminosa, mentre le candele durano 115 ore': the hours are not Lumera's).
    const pieces = (named(sentence).length > 1 ? sentence.split(/,\s|\smentre\s|\se\s(?=(?:il|lo|la|i|gli|le)\s|l['’])/) : sentence.split(/\smentre\s/)).map((x) => x.trim());
    for (const text of pieces) {
      const hit = named(text);
      out.push({ text, product: hit.length === 1 ? hit[0]! : -1 });
    }
  }
  return out;
}

/**
 * Why each claim of a guide is flagged (decision 0069): a section's claim against its own product
 * (another product's fact would explain nothing), the others against every product; the title too.
 */
export function explainGuideClaims<C extends { text: string; kind: string; id_prodotto?: number | null }>(
  html: string,
  claims: readonly C[],
  products: ReadonlyArray<GroundingProduct & { id: number }>,
  titolo?: string,
): Array<C & ClaimExplanation> {
  const extra = titolo ? [titolo] : undefined;
  const groups = new Map<number | null, number[]>();
  claims.forEach((c, i) => {
    const own = c.id_prodotto != null && products.some((p) => p.id === c.id_prodotto) ? c.id_prodotto : null;
    groups.set(own, [...(groups.get(own) ?? []), i]);
  });
  const out: Array<C & ClaimExplanation> = [];
  for (const [own, at] of groups) {
    const facts = factsOf(own === null ? products : products.filter((p) => p.id === own), extra);
    explainClaims(
      html,
      at.map((i) => claims[i]!),
      facts,
    ).forEach((c, n) => (out[at[n]!] = c));
  }
  return out;
}
