import { factsOf, findUnverifiedClaims, type GroundingProduct, type UnverifiedClaim } from './grounding.ts';
import type { GuideContent } from './types.ts';
import { type ClaimExplanation, explainClaims } from './grounding/explain.ts';

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
 * mention another), plus the title.
 */
export function unverifiedGuideClaims(content: GuideContent, products: readonly GroundingProduct[], titolo?: string): GuideClaim[] {
  const facts = factsOf(products, titolo ? [titolo] : undefined);
  const claims: GuideClaim[] = [];
  const check = (html: string, parte: GuidePart, id_prodotto: number | null) => {
    if (!html.trim()) return;
    for (const c of findUnverifiedClaims(html, facts)) claims.push({ ...c, parte, id_prodotto });
  };
  check(content.introduzione, 'introduzione', null);
  for (const s of content.sezioni) check(s.testo, 'sezione', s.id_prodotto);
  check(content.conclusione, 'conclusione', null);
  return claims;
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
