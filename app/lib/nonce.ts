import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce, provided by entry.server around the whole page so <Scripts> and
 * <ScrollRestoration> carry it. In the browser it is empty: scripts already ran.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
