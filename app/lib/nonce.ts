import { createContext, useContext } from 'react';

/** What the browser shows of the page's nonce attributes: "" once it hides them, else the value. */
function nonceInDocument(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('script[nonce]')?.getAttribute('nonce') ?? '';
}

/**
 * The response's CSP nonce, provided by entry.server around the whole page so <Scripts> and
 * <ScrollRestoration> carry it. In the browser the scripts have already run; hydration only needs
 * the attribute to read the same as in the served HTML, which browsers usually hide (""), so the
 * default is whatever the document shows.
 */
export const NonceContext = createContext<string>(nonceInDocument());

export const useNonce = (): string => useContext(NonceContext);
