import { createContext, useContext, useId } from 'react';
import type { Enhancement, EnhanceScripts } from '../../common/enhance.ts';

/** The script address of each behaviour, given by the server for this render (app/entry.server.tsx). */
export const EnhanceContext = createContext<EnhanceScripts>({});

/**
 * Which `<Enhance>` of this render writes each behaviour's script tag (by React id, stable if a
 * part of the page is rendered again): a page lists each script once however many components use
 * it (twenty-four product cards, one script). Made per render by app/entry.server.tsx.
 */
export const EnhanceRenderContext = createContext<Map<Enhancement, string> | null>(null);

/** A fresh record of the scripts a render has written. */
export const newEnhanceRender = (): Map<Enhancement, string> => new Map();

/**
 * The progressive-enhancement script of one behaviour, rendered next to the markup it enhances:
 * a page loads a script only when it shows that markup, and lists it once. A module script runs
 * after the HTML is parsed and needs no nonce (script-src 'self').
 */
export function Enhance({ name }: { name: Enhancement }) {
  const src = useContext(EnhanceContext)[name];
  const written = useContext(EnhanceRenderContext);
  const id = useId();
  if (!src) return null;
  if (written) {
    const owner = written.get(name);
    if (owner !== undefined && owner !== id) return null;
    written.set(name, id);
  }
  return <script type="module" src={src} />;
}
