import type { ContentType } from './content-types.ts';
/**
 * The claims the publishing gate holds (decision 0023): the deterministic check's
 * (common/grounding.ts), the invented quotes of a news article, the claims the model-based
 * verification found unsupported, and 'verifica non completata' when that verification failed.
 * Each must be resolved before a text is public: edited away, or confirmed by an editor with a
 * source. Shared by server and browser: no import from app/ or server/, no DOM.
 */
import { collapseSpaces, htmlTextBlocks } from './html-text.ts';
import { stripSentences } from './strip-sentences.ts';
import { trimEndMatching } from './text.ts';
import type { ClaimKind } from './grounding.ts';

/** What the gate reports: the deterministic kinds, plus quotes, the model's claims and a failed verification. */
export type GateClaimKind = ClaimKind | 'citazione' | 'qualitativa' | 'verifica';

export interface GateClaim {
  /** The claim as it reads in the text ('20.000 mAh', 'la più luminosa della categoria'). */
  text: string;
  kind: GateClaimKind;
  /** Why the model found it unsupported (model claims and a failed verification only). */
  motivo?: string;
  /** A failed verification's time: the pseudo-claim of each failure is its own claim. */
  verificata_il?: string;
  /**
   * Why it is flagged, for staff only (decision 0069; common/grounding/explain.ts): the nearest fact
   * of the data as the data words it, or what the data has nothing on.
   */
  dato?: string;
  manca?: string;
}

/** The kinds of text the gate holds: the publishable types (common/content-types.ts). */
export type ClaimContentType = ContentType;

/** One claim stated true by an editor: what, on which source, who and when. */
export interface ClaimConfirmation {
  testo: string;
  /** The claim's match key (gateKey): what later checks compare. */
  chiave: string;
  tipo_dato: string;
  fonte: string;
  autore: string;
  created_at: string;
}

/** The model-based verification of a text: done (with the unsupported claims it found) or not. */
export interface AiVerification {
  stato: 'completata' | 'non completata';
  /** The unsupported claims, quoted word for word from the text. */
  affermazioni: Array<{ testo: string; motivo: string }>;
  modello?: string | null;
  /** Why it did not complete (Italian, for the editor). */
  errore?: string | null;
  created_at?: string;
}

/** The text of the pseudo-claim a failed verification puts in the gate. */
export const VERIFICATION_PENDING = 'Verifica non completata';

/**
 * The key a claim is matched by (confirmations, quotes still in the text): case, spacing,
 * apostrophes and quotation marks do not matter.
 */
export function claimKey(text: string): string {
  return trimEndMatching(collapseSpaces(text.replace(/[’‘`´]/g, "'").replace(/[“”«»]/g, '"')).toLowerCase(), /[.;:,!?…]/u);
}

/** The text of some HTML as one line, in claimKey's normal form: what a quote is looked for in. */
export function searchableText(html: string): string {
  return claimKey(htmlTextBlocks(html).join(' '));
}

/**
 * The model's unsupported claims still in this HTML (a claim edited away no longer counts), and the
 * failed verification as a claim of its own.
 */
export function verificationClaims(html: string, verification: AiVerification | null | undefined): GateClaim[] {
  if (!verification) return [];
  if (verification.stato === 'non completata') {
    return [
      {
        text: VERIFICATION_PENDING,
        kind: 'verifica',
        ...(verification.errore ? { motivo: verification.errore } : {}),
        ...(verification.created_at ? { verificata_il: verification.created_at } : {}),
      },
    ];
  }
  const text = searchableText(html);
  const out: GateClaim[] = [];
  const seen = new Set<string>();
  for (const a of verification.affermazioni) {
    const key = claimKey(a.testo);
    if (!key || seen.has(key) || !text.includes(key)) continue;
    seen.add(key);
    out.push({ text: collapseSpaces(a.testo), kind: 'qualitativa', motivo: a.motivo });
  }
  return out;
}

/**
 * The key a confirmation of this claim is stored and matched under: the claim's words, and for a
 * failed verification also which failure it was, so that confirming one failure never covers a
 * later one (no comparison of times, which share a millisecond on a fast machine).
 */
export function gateKey(claim: Pick<GateClaim, 'text' | 'kind' | 'verificata_il'>): string {
  const key = claimKey(claim.text);
  return claim.kind === 'verifica' ? `${key}@${claim.verificata_il ?? ''}` : key;
}

/** The claims no confirmation resolves (a confirmation without its stored key matches by its words). */
export function unresolvedClaims<T extends GateClaim>(claims: readonly T[], confirmations: ReadonlyArray<{ testo: string; chiave?: string }>): T[] {
  const confirmed = new Set(confirmations.map((c) => c.chiave ?? claimKey(c.testo)));
  return claims.filter((c) => !confirmed.has(gateKey(c)));
}

/**
 * The HTML without the sentences that state one of these claims: a public page never shows a
 * claim nobody resolved, even when the data changed after publication (a refreshed product).
 * A claim split across tags or sentences is cut where its words are found in one sentence.
 */
export function stripClaims(html: string, claims: readonly GateClaim[]): string {
  const keys = claims
    .filter((c) => c.kind !== 'verifica')
    .map((c) => claimKey(c.text))
    .filter(Boolean);
  if (keys.length === 0) return html;
  return stripSentences(html, (text) => {
    const t = claimKey(text);
    return keys.some((k) => t.includes(k));
  });
}

/** GET /api/verifica/{tipo}/{id}: what the gate holds about one text. */
export interface ClaimReport {
  non_verificati: GateClaim[];
  verifica: AiVerification | null;
  conferme: ClaimConfirmation[];
}
