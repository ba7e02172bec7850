/**
 * What a news text is held to (decisions 0012, 0023): the claims of its article and summary that
 * its source does not hold — numbers, specifications, links to hosts the source does not name,
 * quotes the source does not contain word for word. Shared by the publishing gate on the server
 * (server/domain/content/claims-subjects.ts, news-writing.ts) and the news form, which counts them as the text
 * is edited. No import from app/ or server/, no DOM.
 */
import type { GateClaim } from './claims.ts';
import { factsOf, findUnverifiedClaims } from './grounding.ts';
import { collapseSpaces, escapeText, htmlTextBlocks } from './html-text.ts';
import { figuresNotInSource, type SourceFigures, sourceValues } from './grounding/news-numbers.ts';
import { levelInSource } from './grounding/news-words.ts';

/** What a news text is checked against: its title, its source's text and name, its source's link. */
export interface NewsSource {
  titolo: string;
  testo_originale?: string | null;
  fonte?: string | null;
  link_fonte?: string | null;
}

export const newsSourceText = (s: NewsSource): string => `${s.titolo}\n${s.testo_originale ?? ''}\n${s.fonte ?? ''}`;

/** What a news text is held to, as the grounding check and its explanations (decision 0069) read it. */
export const newsFacts = (s: NewsSource) => factsOf([], [newsSourceText(s)]);

/** The text of a news item the gate reads: the article and the summary (both AI-written, both public). */
export const newsHtml = (item: { contenuto?: string | null; sommario?: string | null }): string =>
  [item.contenuto ?? '', item.sommario ? `<p>${escapeText(item.sommario)}</p>` : ''].filter(Boolean).join('\n');

/** An item is held to its source when it was written with AI or has a source text to be held to. */
export const heldToSource = (item: { generato_ai?: number | boolean; testo_originale?: string | null }): boolean => !!item.generato_ai || !!item.testo_originale?.trim();

/** Quotes («…», “…”, "…") of at least four words that the source does not contain word for word. */
export function inventedQuotes(html: string, source: string): string[] {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/[^\p{L}\p{N}']+/gu, ' ')
      .trim();
  const haystack = norm(source);
  const text = collapseSpaces(htmlTextBlocks(html).join(' '));
  const out: string[] = [];
  for (const m of text.matchAll(/«([^»]{8,400})»|“([^”]{8,400})”|"([^"]{8,400})"/g)) {
    const quote = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (quote.split(/\s+/).length >= 4 && !haystack.includes(norm(quote))) out.push(quote);
  }
  return out;
}

/**
 * The claims of a news text its source does not hold: numbers, specifications, links to hosts the
 * source does not name and quotes the source does not contain word for word. Figures are held to
 * the source's own (common/grounding/news-numbers.ts): a quantity the product rules flag but the
 * source states is none, and a figure of any noun the source does not state is one.
 */
export function articleClaims(html: string, source: NewsSource): GateClaim[] {
  const text = newsSourceText(source);
  const values = sourceFiguresOf(text);
  // Figures and amounts are held to the source's own figures (below), not to the product rules'; a
  // level on a scale ('grado 3 su 5') the source states is no product's rating.
  const claims: GateClaim[] = findUnverifiedClaims(html, { ...factsOf([], [text]), links: [source.link_fonte ?? null] })
    .filter((c) => c.kind !== 'misura' && c.kind !== 'prezzo' && !(c.kind === 'valutazione' && levelInSource(c.text, text)))
    .map((c) => ({ text: c.text, kind: c.kind }));
  for (const figure of figuresNotInSource(html, values)) {
    if (!claims.some((c) => holdsWords(c.text, figure) || holdsWords(figure, c.text))) claims.push({ text: figure, kind: 'misura' });
  }
  for (const quote of inventedQuotes(html, text)) claims.push({ text: quote, kind: 'citazione' });
  return claims;
}

/**
 * The source's figures, read once per source: the news form checks its text against the same
 * source on every edit. The last 16 sources are kept (read-only: no caller changes them).
 */
const SOURCE_FIGURES = new Map<string, SourceFigures>();
function sourceFiguresOf(text: string): SourceFigures {
  const known = SOURCE_FIGURES.get(text);
  if (known) return known;
  const figures = sourceValues(text);
  if (SOURCE_FIGURES.size >= 16) SOURCE_FIGURES.delete(SOURCE_FIGURES.keys().next().value!);
  SOURCE_FIGURES.set(text, figures);
  return figures;
}

/** `part` is in `text` as whole words ('25' is not in '250.000 residenti'). */
function holdsWords(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    if (!/[\p{L}\p{N}.,]/u.test(text[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[at + part.length] ?? ' ')) return true;
  }
  return false;
}
