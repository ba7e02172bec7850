import { factsOf, findUnverifiedClaims, type GroundingProduct, type UnverifiedClaim } from './grounding.ts';
import type { GuideContent } from './types.ts';

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
