import { type AiVerification, type ClaimConfirmation, claimKey, type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { articleClaims, heldToSource, newsHtml, type NewsSource } from '../../../common/news-grounding.ts';

/** The form's fields the claims are read from (the text) and checked against (the source). */
export type NewsClaimsText = NewsSource & { contenuto: string; sommario: string };

export interface NewsClaimsContext {
  /** The saved item was written with AI ('Genera articolo'): held to its source even without a source text. */
  generato_ai: boolean;
  /** The model-based verification: of an article generated here and not saved yet, else the stored one. */
  verifica?: AiVerification | null;
  /** The claims editors confirmed with a source (the report of GET /api/verifica/notizia/{id}). */
  conferme?: readonly ClaimConfirmation[];
}

/**
 * The claims the news form highlights and counts, from the text as it is now: those of
 * the article and the summary the source does not hold (common/news-grounding.ts, the publishing
 * gate's own rules) and the model's still in the text, minus those an editor confirmed. A claim
 * deleted from the text stops counting at once, as in the review and guide editors. A hand-written
 * item without a source text is the editor's own: nothing. The pseudo-claim of a verification that
 * did not complete is not in the text: the publishing dialog lists it, not the editor.
 */
export function newsFormClaims(text: NewsClaimsText, context: NewsClaimsContext): GateClaim[] {
  const { verifica = null, conferme = [] } = context;
  if (!heldToSource({ generato_ai: context.generato_ai || verifica !== null, testo_originale: text.testo_originale })) return [];
  const html = newsHtml(text);
  const found = articleClaims(html, text);
  const keys = new Set(found.map((c) => claimKey(c.text)));
  for (const c of verificationClaims(html, verifica)) if (c.kind !== 'verifica' && !keys.has(claimKey(c.text))) found.push(c);
  return unresolvedClaims(found, conferme);
}
