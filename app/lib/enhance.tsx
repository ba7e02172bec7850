import { createContext, useContext } from 'react';
import type { Enhancement, EnhanceScripts } from '../../common/enhance.ts';

/** The script address of each behaviour, given by the server for this render (app/entry.server.tsx). */
export const EnhanceContext = createContext<EnhanceScripts>({});

/**
 * The progressive-enhancement script of one behaviour, rendered next to the markup it enhances:
 * a page loads a script only when it shows that markup. A module script runs once per page
 * however many times it is listed, after the HTML is parsed, and needs no nonce (script-src 'self').
 */
export function Enhance({ name }: { name: Enhancement }) {
  const src = useContext(EnhanceContext)[name];
  return src ? <script type="module" src={src} /> : null;
}
