import { useEffect, useState } from 'react';

/** How long the typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The words a search box asks for, once the typing pauses (SEARCH_DEBOUNCE_MS): the text trimmed,
 * or null while it is shorter than `min` characters (nothing is searched then).
 */
export function useSearchTerm(text: string, min: number): string | null {
  const [term, setTerm] = useState<string | null>(null);
  useEffect(() => {
    const t = text.trim();
    const timer = setTimeout(() => setTerm(t.length >= min ? t : null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, min]);
  return term;
}
