import { type AiVerification, type ClaimReport, type GateClaim, stripClaims } from '../../common/claims.ts';
import { factsOf, findUnverifiedClaims, type UnverifiedClaim } from '../../common/grounding.ts';
import { REVIEW_MSG as R } from '../../common/messages-reviews.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import type { Product, Review } from '../../common/types.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { productStamp } from './product-facts.ts';
import { productFacts } from './review-generation.ts';

/** The claims of some review HTML that the product's stored data does not support. */
export const reviewFactClaims = (html: string, product: Product): UnverifiedClaim[] => findUnverifiedClaims(html, factsOf([product]));

/**
 * The publishing gate for reviews (decision 0023): the text against its product's stored data and
 * the model-based verification; visitors' reads cut of what nobody resolved.
 */
export class ReviewClaims {
  constructor(private readonly claims: ClaimChecksService) {}

  /** The claims of this text still to resolve. */
  open(id: number, html: string, product: Product): Promise<GateClaim[]> {
    return this.claims.unresolved('recensione', id, reviewFactClaims(html, product), html);
  }

  /** 409 {error, non_verificati} unless every claim is resolved (or confirmed now). */
  gate(id: number, html: string, product: Product, options: { conferme?: ConfirmationsInput; utente?: Resolver | null }): Promise<void> {
    return this.claims.gate('recensione', id, reviewFactClaims(html, product), html, { ...options, message: R.unverifiedClaims });
  }

  /** What a visitor reads: no sentence stating a claim nobody resolved (the data may have changed since publication). */
  async forVisitor(review: Review, product: Product): Promise<Review> {
    const html = review.recensione_prodotto;
    const text = await this.claims.forVisitors(
      'recensione',
      review.id,
      html,
      productStamp(product),
      () => reviewFactClaims(html, product),
      (open) => (open.length === 0 ? html : stripClaims(html, open)),
    );
    return text === html ? review : { ...review, recensione_prodotto: text };
  }

  /** The model-based pass over a text against its product, stored as the review's latest. */
  async verify(id: number, html: string, product: Product, signal?: AbortSignal): Promise<AiVerification> {
    const verifica = await this.claims.verify(productFacts(product), html, signal);
    await this.claims.saveVerification('recensione', id, verifica);
    return verifica;
  }

  /** GET /api/verifica/recensione/{id}. */
  async report(review: Review, product: Product): Promise<ClaimReport> {
    return {
      non_verificati: await this.open(review.id, review.recensione_prodotto, product),
      verifica: await this.claims.verification('recensione', review.id),
      conferme: await this.claims.confirmations('recensione', review.id),
    };
  }

  forget(id: number): Promise<void> {
    return this.claims.forget('recensione', id);
  }
}
