import type { GroundingProduct } from '../../common/grounding.ts';
import type { NewsSource } from '../../common/news-grounding.ts';

/**
 * The classes of invented claim the evaluation counts (docs/ai-quality.md):
 * - numero: a number with its unit or its noun ('20.000 mAh', '4 persone', '3 modalità');
 * - specifica: a named specification, code or standard ('IP67', 'USB-C', 'EN 13595', 'LiFePO4',
 *   'Materiale: titanio');
 * - prezzo: a price ('29,99 €', '40 euro');
 * - valutazione: a rating in any wording ('4,8 su 5', 'cinque stelle', '4.7/5');
 * - test: a first-person testing or experience claim ('l'abbiamo usata per tre settimane',
 *   'nei nostri test', 'dopo un mese di utilizzo');
 * - citazione: a news text's quotation («…», “…”) that its source does not contain word for word;
 * - qualitativa: an unsupported qualitative or comparative claim ('la più leggera della categoria',
 *   'resiste a cadute da due metri' without data saying so).
 */
export type ClaimClass = 'numero' | 'specifica' | 'prezzo' | 'valutazione' | 'test' | 'citazione' | 'qualitativa';

export const CLAIM_CLASSES: readonly ClaimClass[] = ['numero', 'specifica', 'prezzo', 'valutazione', 'test', 'citazione', 'qualitativa'];

/** The classes the publishing gate's rules must hold (docs/ai-quality.md): all but the qualitative, the model pass's work. */
export const GATED_CLASSES: readonly ClaimClass[] = ['numero', 'specifica', 'prezzo', 'valutazione', 'test', 'citazione'];

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

/**
 * What the texts of a file are held to, and the texts. Exactly one of:
 * - `product`: reviews of one product modelled on a real Amazon.it listing;
 * - `products` (and the guide's `titolo`): passages of a buying guide about these products;
 * - `source`: news articles rewritten from this source (its title, text, name and link).
 */
export interface CaseFile {
  product?: GroundingProduct;
  products?: GroundingProduct[];
  titolo?: string;
  source?: NewsSource;
  cases: GroundingCase[];
}
