import { useDeferredValue, useMemo } from 'react';
import { type AiVerification, type ClaimReport, type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { explainGuideClaims, unverifiedGuideClaims } from '../../../common/guide-grounding.ts';
import type { Guide, GuideContent, Product } from '../../../common/types.ts';

type Part = 'introduzione' | 'sezione' | 'conclusione';
export type GuidePartClaim = GateClaim & { parte: string; id_prodotto: number | null };

/**
 * The products whose data grounds the text: the chosen ones while creating; for a saved guide
 * its product list and every product a section still names (a section may outlive the list).
 */
export function groundingProducts(
  mode: 'create' | 'edit',
  selected: readonly number[],
  guide: Pick<Guide, 'prodotti'> | undefined,
  draft: GuideContent | null,
  byId: ReadonlyMap<number, Product>,
): Product[] {
  const list = mode === 'create' ? selected : [...new Set([...(guide?.prodotti ?? []), ...(draft?.sezioni.map((s) => s.id_prodotto) ?? [])])];
  return list.map((id) => (id === null ? undefined : byId.get(id))).filter((p): p is Product => p !== undefined);
}

/** The rules' claims and the model's still in each part of the text, minus those an editor confirmed. */
export function guideClaims(
  draft: GuideContent | null,
  products: readonly Product[],
  titolo: string,
  verifica: AiVerification | null,
  conferme: ClaimReport['conferme'],
): GuidePartClaim[] {
  if (!draft || products.length === 0) return [];
  const found: GuidePartClaim[] = [...unverifiedGuideClaims(draft, products, titolo)];
  const model = (html: string, parte: Part, id_prodotto: number | null) =>
    verificationClaims(html, verifica?.stato === 'completata' ? verifica : null).map((c) => ({ ...c, parte, id_prodotto }));
  found.push(...model(draft.introduzione, 'introduzione', null));
  for (const s of draft.sezioni) found.push(...model(s.testo, 'sezione', s.id_prodotto));
  found.push(...model(draft.conclusione, 'conclusione', null));
  return unresolvedClaims(found, conferme);
}

/** The distinct texts of the claims in the introduction, the conclusion, or the section of that product. */
export function claimsOf(claims: readonly GuidePartClaim[], parte: 'introduzione' | 'conclusione' | number): string[] {
  const inPart = (c: GuidePartClaim) => (typeof parte === 'number' ? c.parte === 'sezione' && c.id_prodotto === parte : c.parte === parte);
  return [...new Set(claims.filter(inPart).map((c) => c.text))];
}

/** The claims of the draft being edited, checked on a deferred copy so typing stays fluid. */
export function useGuideClaims(input: {
  mode: 'create' | 'edit';
  guide: Guide | undefined;
  selected: readonly number[];
  draft: GuideContent | null;
  titolo: string;
  verifica: AiVerification | null;
  conferme: ClaimReport['conferme'];
  byId: ReadonlyMap<number, Product>;
}): GuidePartClaim[] {
  const { mode, guide, selected, titolo, verifica, conferme, byId } = input;
  const deferred = useDeferredValue(input.draft);
  const products = useMemo(() => groundingProducts(mode, selected, guide, deferred, byId), [mode, selected, guide, deferred, byId]);
  // Each with why it is flagged (decision 0069): a section's against its own product.
  return useMemo(() => {
    const claims = guideClaims(deferred, products, titolo, verifica, conferme);
    if (!deferred || claims.length === 0) return claims;
    const html = [deferred.introduzione, ...deferred.sezioni.map((s) => s.testo), deferred.conclusione].join('\n');
    return explainGuideClaims(html, claims, products, titolo);
  }, [deferred, products, titolo, verifica, conferme]);
}
