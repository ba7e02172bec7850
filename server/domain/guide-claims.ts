import { type AiVerification, type ClaimReport, claimKey, type GateClaim, searchableText, stripClaims } from '../../common/claims.ts';
import { type GuideClaim, unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import type { Guide, GuideContent, Product } from '../../common/types.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { productFactLines, productStamp } from './product-facts.ts';

/** A guide's parts as one HTML text: what the model-based verification reads. */
export const guideHtml = (c: GuideContent): string => [c.introduzione, ...c.sezioni.map((s) => s.testo), c.conclusione].filter((t) => t.trim()).join('\n');

/** The facts a guide is written from: its title and its products' stored data. */
export const guideFacts = (titolo: string, products: readonly Product[]): string =>
  [`Titolo della guida: ${titolo}`, ...products.map((p) => productFactLines(p, { heading: '---' }))].join('\n');

/** Where a model claim sits in the guide (the first part whose text holds it). */
function locate(content: GuideContent, claim: GateClaim): Partial<GuideClaim> {
  const key = claimKey(claim.text);
  if (claim.kind === 'verifica') return { parte: 'introduzione', id_prodotto: null };
  if (searchableText(content.introduzione).includes(key)) return { parte: 'introduzione', id_prodotto: null };
  const section = content.sezioni.find((s) => searchableText(s.testo).includes(key));
  if (section) return { parte: 'sezione', id_prodotto: section.id_prodotto };
  return { parte: 'conclusione', id_prodotto: null };
}

type GuideText = Pick<Guide, 'id' | 'titolo' | 'contenuto'>;

/**
 * The publishing gate for guides (decision 0023): every part checked against all the guide's
 * products (and its title), the model's claims placed in the part that holds them, visitors'
 * reads cut of what nobody resolved.
 */
export class GuideClaims {
  constructor(private readonly claims: ClaimChecksService) {}

  /** The claims still to resolve, each with its part. */
  async open(guide: GuideText, products: readonly Product[]): Promise<Array<GuideClaim | GateClaim>> {
    const found = unverifiedGuideClaims(guide.contenuto, products, guide.titolo);
    const open = await this.claims.unresolved('guida', guide.id, found, guideHtml(guide.contenuto));
    return open.map((c) => ('parte' in c ? c : { ...c, ...locate(guide.contenuto, c) }));
  }

  /** 409 {error, non_verificati} unless every claim of this content is resolved (or confirmed now). */
  gate(id: number, contenuto: GuideContent, products: readonly Product[], titolo: string, options: { conferme?: ConfirmationsInput; utente?: Resolver | null }): Promise<void> {
    return this.claims.gate('guida', id, unverifiedGuideClaims(contenuto, products, titolo), guideHtml(contenuto), {
      ...options,
      message: G.unverifiedClaims,
      locate: (c) => locate(contenuto, c),
    });
  }

  /** What a visitor reads: no sentence stating a claim nobody resolved (the data may have changed since publication). */
  async forVisitor(guide: Guide, products: readonly Product[]): Promise<Guide> {
    const c = guide.contenuto;
    const contenuto = await this.claims.forVisitors(
      'guida',
      guide.id,
      guideHtml(c),
      fingerprint(guide.titolo, ...products.map(productStamp)),
      () => unverifiedGuideClaims(c, products, guide.titolo),
      (open): GuideContent | null => {
        if (open.length === 0) return null;
        const strip = (html: string) => stripClaims(html, open);
        return { introduzione: strip(c.introduzione), sezioni: c.sezioni.map((s) => ({ ...s, testo: strip(s.testo) })), conclusione: strip(c.conclusione) };
      },
    );
    return contenuto === null ? guide : { ...guide, contenuto };
  }

  /** GET /api/verifica/guida/{id}. */
  async report(guide: GuideText, products: readonly Product[]): Promise<ClaimReport> {
    return {
      non_verificati: await this.open(guide, products),
      verifica: await this.claims.verification('guida', guide.id),
      conferme: await this.claims.confirmations('guida', guide.id),
    };
  }

  /** The model-based pass over a guide's text (a generation's, or the stored one's). */
  verify(titolo: string, contenuto: GuideContent, products: readonly Product[], signal?: AbortSignal): Promise<AiVerification> {
    return this.claims.verify(guideFacts(titolo, products), guideHtml(contenuto), signal);
  }
}
