import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type ClaimReveal, claimReveal, claimsFromState } from '../../rich-text/claim-reveal.tsx';

/**
 * An editor page opened from a list's publishing-gate dialog ('Modifica il testo', the claims in
 * the navigation's state): the request to open its text at the first claim, else null.
 */
export function useRevealFromState(): ClaimReveal | null {
  const { state } = useLocation();
  return useMemo(() => {
    const claims = claimsFromState(state);
    return claims ? claimReveal(claims) : null;
  }, [state]);
}
