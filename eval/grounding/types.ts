import type { GroundingProduct } from '../../common/grounding.ts';

/**
 * The classes of invented claim the evaluation counts (docs/ai-quality.md):
 * - numero: a number with its unit or its noun ('20.000 mAh', '4 persone', '3 modalità');
 * - specifica: a named specification, code or standard ('IP67', 'USB-C', 'EN 13595', 'LiFePO4',
 *   'Materiale: titanio');
 * - prezzo: a price ('29,99 €', '40 euro');
 * - valutazione: a rating in any wording ('4,8 su 5', 'cinque stelle', '4.7/5');
 * - test: a first-person testing or experience claim ('l'abbiamo usata per tre settimane',
 *   'nei nostri test', 'dopo un mese di utilizzo');
 * - qualitativa: an unsupported qualitative or comparative claim ('la più leggera della categoria',
 *   'resiste a cadute da due metri' without data saying so).
 */
export type ClaimClass = 'numero' | 'specifica' | 'prezzo' | 'valutazione' | 'test' | 'qualitativa';

export const CLAIM_CLASSES: readonly ClaimClass[] = ['numero', 'specifica', 'prezzo', 'valutazione', 'test', 'qualitativa'];

/** One invented claim of a case: the words of the text that make it, and its class. */
export interface ExpectedClaim {
  /** A verbatim piece of the case's text (its visible text, entities decoded) that states the claim. */
  quote: string;
  class: ClaimClass;
}

export interface GroundingCase {
  /** Unique across the set, e.g. 'powerbank-07'. */
  id: string;
  /** The review text as the AI writes it: HTML of headings, paragraphs, lists. */
  text: string;
  /** Every claim the product data does not support; [] for a clean text. */
  claims: ExpectedClaim[];
}

/** A product modelled on a real Amazon.it listing, and the texts written about it. */
export interface CaseFile {
  product: GroundingProduct;
  cases: GroundingCase[];
}
