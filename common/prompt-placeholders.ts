import type { PromptType } from './types.ts';

/**
 * The placeholders a saved prompt may use, per type. The code fills exactly these names
 * (server/domain/ai.ts fillPlaceholders: `{nome}`, `{{nome}}` and `[nome]` styles, any case);
 * 'Genera prompt' asks the AI to use them, the demo prompts use them, and the Prompts screen lists
 * them under the text box. One list, so reviews, guides and prompts speak the same names.
 */
export const REVIEW_PLACEHOLDERS = [
  { name: 'nome_prodotto', label: 'nome completo del prodotto' },
  { name: 'nome_sintetico', label: 'nome breve del prodotto' },
  { name: 'specifiche_tecniche', label: 'specifiche tecniche' },
  { name: 'descrizione_generale', label: 'descrizione generale' },
  { name: 'informazioni_articolo', label: 'informazioni sull’articolo' },
  { name: 'contenuto_scatola', label: 'contenuto della confezione' },
  { name: 'prezzo', label: 'prezzo' },
  { name: 'valutazione', label: 'valutazione media' },
  { name: 'seo_keyword', label: 'parola chiave SEO' },
] as const;

export const GUIDE_PLACEHOLDERS = [
  { name: 'titolo', label: 'titolo della guida' },
  { name: 'prodotti', label: 'i prodotti scelti, uno per blocco (ID prodotto, nome, dati)' },
] as const;

/** News rewriting: the source article. */
export const NEWS_PLACEHOLDERS = [
  { name: 'titolo', label: 'titolo originale della notizia' },
  { name: 'fonte', label: 'nome della fonte' },
  { name: 'testo_originale', label: 'testo originale della notizia' },
] as const;

export const PROMPT_PLACEHOLDERS: Record<PromptType, readonly { name: string; label: string }[]> = {
  recensione: REVIEW_PLACEHOLDERS,
  guida: GUIDE_PLACEHOLDERS,
  notizia: NEWS_PLACEHOLDERS,
};

export type ReviewPlaceholder = (typeof REVIEW_PLACEHOLDERS)[number]['name'];
export type GuidePlaceholder = (typeof GUIDE_PLACEHOLDERS)[number]['name'];
export type NewsPlaceholder = (typeof NEWS_PLACEHOLDERS)[number]['name'];

/** Every name the code fills, of any type (lower case). */
export const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set(Object.values(PROMPT_PLACEHOLDERS).flatMap((list) => list.map((p) => p.name)));

/** The placeholder names a template uses, in `{x}`, `{{x}}` or `[x]` style, lower case, once each. */
export function placeholdersIn(template: string): string[] {
  const found = new Set<string>();
  for (const m of template.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\{\s*([\w.]+)\s*\}|\[\s*([\w.]+)\s*\]/g)) {
    found.add((m[1] ?? m[2] ?? m[3] ?? '').toLowerCase());
  }
  return [...found];
}
