// Plain functions on the editor's HTML: no React, no DOM, so the unit tests drive them directly.
import { tokenize } from '../../../../common/html-text.ts';

/** Words read in a minute, the usual figure for reading times. */
export const WORDS_PER_MINUTE = 200;

/** How many words the HTML holds and how long it takes to read (at least a minute when there is a word). */
export function textStats(html: string): { words: number; minutes: number } {
  const text = tokenize(html)
    .map((t) => (t.tag ? ' ' : t.text))
    .join('');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { words, minutes: words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

export interface OutlineHeading {
  level: 2 | 3;
  text: string;
  /** Its place among the H2/H3 headings of its text (0 for the first), as the editor's DOM counts them. */
  index: number;
}

/** The H2 and H3 headings of the HTML in their order (empty headings are left out, their index kept). */
export function headingsOf(html: string): OutlineHeading[] {
  const out: OutlineHeading[] = [];
  let open: { level: 2 | 3; text: string } | null = null;
  let index = 0;
  for (const t of tokenize(html)) {
    if (!t.tag) {
      if (open) open.text += t.text;
      continue;
    }
    if (t.name !== 'h2' && t.name !== 'h3') {
      if (open) open.text += ' ';
      continue;
    }
    if (!t.raw.startsWith('</')) {
      open = { level: t.name === 'h2' ? 2 : 3, text: '' };
      continue;
    }
    if (!open) continue;
    const text = open.text.replace(/\s+/g, ' ').trim();
    if (text) out.push({ level: open.level, text, index });
    index++;
    open = null;
  }
  return out;
}
