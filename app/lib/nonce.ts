import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce, provided by entry.server around the whole page so <Scripts> and
 * <ScrollRestoration> carry it. In the browser it is the empty string, on purpose: browsers hide a
 * nonce attribute's value once the page has loaded (it reads as ""), so hydration then finds the
 * same value on both sides instead of a mismatch.
 */
export const NonceContext = createContext<string>('');

export const useNonce = (): string => useContext(NonceContext);
