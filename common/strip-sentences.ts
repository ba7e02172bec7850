/**
 * Cutting whole sentences out of HTML, keeping the markup balanced: the prices of AI text
 * (common/grounding/prices.ts) and, on public pages, the claims nobody resolved (common/claims.ts).
 * The HTML is read as text by common/html-text.ts. Shared by server and browser.
 */
import { blocksOf, escapeText, tokenize } from './html-text.ts';

/**
 * Sentence ranges of a block's text: a sentence ends at . ! ? … or ; followed by a space (or the
 * end), or at a line break, and takes the spaces after it. A decimal point inside a number
 * ("22.49 €") is not followed by a space, so numbers stay whole.
 */
export function sentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const space = (ch: string | undefined) => ch !== undefined && /[\s\u00a0]/.test(ch);
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const ends = ch === '\n' || ('.!?…;'.includes(ch) && (i + 1 === text.length || space(text[i + 1])));
    i++;
    if (ends) {
      while (i < text.length && space(text[i])) i++;
      out.push([start, i]);
      start = i;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

const INLINE_EMPTY_RE = /<(strong|b|em|i|u|s|mark|small|sub|sup|a|span|code|q|abbr|cite)(?:\s[^>]*)?>[\s\u00a0]*<\/\1>/gi;
const BLOCK_EMPTY_RE = /<(p|li|h[1-6]|blockquote|figcaption|dd|dt|caption)(?:\s[^>]*)?>(?:[\s\u00a0]|<br\s*\/?>)*<\/\1>/gi;
const LIST_EMPTY_RE = /<(ul|ol|dl)(?:\s[^>]*)?>\s*<\/\1>/gi;
// Every run of spaces, the closing tag after it optional (the run stays where there is none): a
// run that must be followed by the tag would be tried again from each of its spaces.
const BLOCK_END_SPACE_RE = /[ \u00a0]+(<\/(?:p|li|h[1-6]|td|th|blockquote|dd|dt|figcaption|caption)>)?/gi;

/**
 * Removes every sentence for which `cut(sentence)` is true (the whole sentence, so no half sentence
 * is left; a list item or heading left empty goes too), keeping the markup balanced. `cut` also
 * receives a whole block's text first: false there skips the block. HTML where nothing is cut
 * comes back unchanged.
 */
export function stripSentences(html: string, cut: (text: string) => boolean): string {
  const tokens = tokenize(html);
  const replaced = new Map<number, string>();
  for (const ids of blocksOf(tokens)) {
    const parts = ids.map((i) => (tokens[i] as { text: string }).text);
    const text = parts.join('');
    if (!cut(text)) continue;
    const deleted = new Uint8Array(text.length);
    for (const [start, end] of sentences(text)) {
      if (cut(text.slice(start, end))) deleted.fill(1, start, end);
    }
    let offset = 0;
    ids.forEach((tokenIndex, k) => {
      const part = parts[k]!;
      let kept = '';
      for (let c = 0; c < part.length; c++) if (!deleted[offset + c]) kept += part[c];
      if (kept !== part) replaced.set(tokenIndex, escapeText(kept));
      offset += part.length;
    });
  }
  if (replaced.size === 0) return html;
  let out = tokens
    .map((t, i) => replaced.get(i) ?? t.raw)
    .join('')
    .replace(BLOCK_END_SPACE_RE, (run, end?: string) => end ?? run);
  for (let pass = 0; pass < 5; pass++) {
    const next = out.replace(INLINE_EMPTY_RE, '').replace(BLOCK_EMPTY_RE, '').replace(LIST_EMPTY_RE, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}
