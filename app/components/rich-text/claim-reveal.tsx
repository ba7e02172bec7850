import { createContext, useContext } from 'react';

/**
 * A request to open an editor at a claim: 'Modifica il testo' in the publishing gate's dialog
 * ('Dati da verificare') takes the editor to the first claim it listed. The first rich-text editor
 * below the provider whose text holds one of the claims (in their order) selects it, scrolls to
 * it and takes the focus; the request is then spent, so the other editors of the form (a guide's
 * sections) and later renders leave the selection alone.
 */
export interface ClaimReveal {
  readonly claims: readonly string[];
  /** True once, for the editor that shows the claim; false afterwards. */
  take(): boolean;
}

/** A new request for these claims (a new object each time: an editor reveals each request once). */
export function claimReveal(claims: readonly string[]): ClaimReveal {
  let taken = false;
  return {
    claims,
    take() {
      if (taken) return false;
      taken = true;
      return true;
    },
  };
}

const RevealContext = createContext<ClaimReveal | null>(null);

/** Around an editor (or a form of several): the claim to open it at, or null. */
export const ClaimRevealProvider = RevealContext.Provider;

/** The request the editors below should honour, if any. */
export const useClaimRevealRequest = (): ClaimReveal | null => useContext(RevealContext);

/**
 * An editor on a page of its own (a news item) is opened at a claim through the navigation's
 * state: `navigate(to, { state: claimsState(claims) })`, read back with claimsFromState.
 */
export const claimsState = (claims: readonly string[]) => ({ datiDaVerificare: [...claims] });

/** The claims a navigation's state asks an editor to open at (claimsState), else null. */
export function claimsFromState(state: unknown): string[] | null {
  const claims = (state as { datiDaVerificare?: unknown } | null)?.datiDaVerificare;
  return Array.isArray(claims) ? claims.filter((c): c is string => typeof c === 'string') : null;
}
