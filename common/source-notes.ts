/**
 * The sources of a public text (decision 0068): each claim an editor confirmed with a source that
 * is still in the text shown gets a numbered note at the end of the sentence stating it, and an
 * entry in the 'Fonti' list under the text. The notes are put into the sanitised HTML at render;
 * the list is data the page renders (app/components/site/sources.tsx). Shared by server and
 * browser: no import from app/ or server/, no DOM.
 */
import { type ClaimConfirmation, claimKey } from './claims.ts';
import { blocksOf, decodeEntities, escapeText, type Token, tokenize } from './html-text.ts';
import { SOURCES_MSG } from './messages-sources.ts';
import { sentences } from './strip-sentences.ts';

/** One entry of the 'Fonti' list: the claim as the text reads it and the source as the editor wrote it. */
export interface SourceNote {
  numero: number;
  testo: string;
  fonte: string;
  /** The source as a link: only when the whole source is one http(s) address. */
  url: string | null;
}

/** The id of a note's marker in the text (the list's entries link back to it). */
export const noteId = (n: number) => `nota-fonte-${n}`;
/** The id of a list entry (the marker links to it). */
export const sourceId = (n: number) => `fonte-${n}`;

/** The address of a source that is an http(s) URL and nothing else; null for any other text. */
export function sourceUrl(fonte: string): string | null {
  const text = fonte.trim();
  if (!/^https?:\/\/[^\s<>"]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface Citable {
  key: string;
  testo: string;
  fonte: string;
}

/**
 * The confirmations that can be cited: a failed verification's (kind 'verifica', key with '@') is
 * not a source; one per claim key, the latest (the editor's most recent word), without a blank source.
 */
export function citableConfirmations(confirmations: ReadonlyArray<Pick<ClaimConfirmation, 'testo' | 'fonte' | 'tipo_dato'> & { chiave?: string | null }>): Citable[] {
  const byKey = new Map<string, Citable>();
  for (const c of confirmations) {
    const key = c.chiave || claimKey(c.testo);
    if (c.tipo_dato === 'verifica' || key.includes('@') || !key || !c.fonte.trim()) continue;
    byKey.delete(key);
    byKey.set(key, { key, testo: c.testo.trim(), fonte: c.fonte.trim() });
  }
  return [...byKey.values()];
}

const WORD = /[\p{L}\p{N}]/u;

/** Where `key` stands in `text` (both in claimKey's form) as whole words, else -1. */
export function claimIndex(text: string, key: string): number {
  for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + 1)) {
    const before = text[at - 1];
    const after = text[at + key.length];
    const startsWord = WORD.test(key[0]!);
    const endsWord = WORD.test(key[key.length - 1]!);
    if ((!startsWord || before === undefined || !WORD.test(before)) && (!endsWord || after === undefined || !WORD.test(after))) return at;
  }
  return -1;
}

/** The raw offset in a text token's source of the character `decoded` characters into its text. */
function rawOffset(raw: string, decoded: number): number {
  const ENTITY = /^&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/i;
  let i = 0;
  let n = 0;
  while (i < raw.length && n < decoded) {
    const m = raw[i] === '&' ? ENTITY.exec(raw.slice(i)) : null;
    if (m) {
      // An entity reads as what it decodes to (itself when unknown), as in the block's text.
      n += decodeEntities(m[0]).length;
      i += m[0].length;
    } else {
      n++;
      i++;
    }
  }
  return i;
}

const INLINE_CLOSE = /^<\/(strong|b|em|i|u|s|mark|small|sub|sup|a|span|code|q|abbr|cite)\s*>$/i;

/**
 * Where a marker goes after the character ending at `end` of the block's text: never inside a tag
 * nor a link, past the inline elements that end with the sentence (so it is not bold with it).
 */
function placeAfter(tokens: Token[], ids: number[], end: number): { token: number; offset: number } {
  let start = 0;
  let k = 0;
  for (; k < ids.length; k++) {
    const t = tokens[ids[k]!] as { text: string; raw: string };
    if (end <= start + t.text.length) break;
    start += t.text.length;
  }
  k = Math.min(k, ids.length - 1);
  let token = ids[k]!;
  const raw = tokens[token]!.raw;
  let offset = rawOffset(raw, end - start);
  if (offset >= raw.length) {
    while (token + 1 < tokens.length && INLINE_CLOSE.test(tokens[token + 1]!.raw)) token++;
    offset = tokens[token]!.raw.length;
  }
  // Still inside a link: after its end.
  let depth = 0;
  for (let i = 0; i <= token; i++) {
    const t = tokens[i]!;
    if (t.tag && t.name === 'a') depth += t.raw.startsWith('</') ? -1 : 1;
  }
  if (depth > 0) {
    for (let i = token + 1; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.tag && t.name === 'a') depth += t.raw.startsWith('</') ? -1 : 1;
      if (depth === 0) return { token: i, offset: t.raw.length };
    }
  }
  return { token, offset };
}

/** A marker: the numbers of the notes at one place, each a link to its entry. */
function marker(numbers: number[]): string {
  const links = numbers.map((n) => `<a id="${noteId(n)}" href="#${sourceId(n)}" aria-label="${escapeText(SOURCES_MSG.noteLabel(n))}">${n}</a>`);
  return `<sup class="nota-fonte">${links.join(', ')}</sup>`;
}

const trimEnd = (text: string, start: number, end: number) => {
  while (end > start && /[\s\u00a0]/.test(text[end - 1]!)) end--;
  return end;
};

/**
 * The HTML texts of a page (in reading order: one numbering across them) with a note at the end
 * of the sentence holding each confirmed claim that is still in them, and the 'Fonti' entries in
 * the order of their notes. The same claim twice is one note, at its first sentence; a claim found
 * in a block but in no single sentence gets its note at the block's end. Texts without any
 * confirmed claim come back unchanged.
 */
export function withSourceNotes(htmls: readonly string[], confirmations: Parameters<typeof citableConfirmations>[0]): { html: string[]; fonti: SourceNote[] } {
  const pending = citableConfirmations(confirmations);
  const fonti: SourceNote[] = [];
  const html = htmls.map((text) => {
    if (pending.length === 0 || !text) return text;
    const tokens = tokenize(text);
    const inserts = new Map<number, Map<number, number[]>>();
    const add = (place: { token: number; offset: number }, n: number) => {
      const at = inserts.get(place.token) ?? new Map<number, number[]>();
      inserts.set(place.token, at);
      at.set(place.offset, [...(at.get(place.offset) ?? []), n]);
    };
    const cite = (c: Citable) => {
      pending.splice(pending.indexOf(c), 1);
      const numero = fonti.length + 1;
      fonti.push({ numero, testo: c.testo, fonte: c.fonte, url: sourceUrl(c.fonte) });
      return numero;
    };
    for (const ids of blocksOf(tokens)) {
      if (pending.length === 0) break;
      const block = ids.map((i) => (tokens[i] as { text: string }).text).join('');
      const blockKey = claimKey(block);
      if (!pending.some((c) => claimIndex(blockKey, c.key) !== -1)) continue;
      for (const [start, end] of sentences(block)) {
        const sentence = claimKey(block.slice(start, end));
        const found = pending
          .map((c) => ({ c, at: claimIndex(sentence, c.key) }))
          .filter((f) => f.at !== -1)
          .sort((a, b) => a.at - b.at);
        if (found.length === 0) continue;
        const place = placeAfter(tokens, ids, trimEnd(block, start, end));
        for (const f of found) add(place, cite(f.c));
      }
      const across = pending.filter((c) => claimIndex(blockKey, c.key) !== -1);
      if (across.length > 0) {
        const place = placeAfter(tokens, ids, trimEnd(block, 0, block.length));
        for (const c of across) add(place, cite(c));
      }
    }
    if (inserts.size === 0) return text;
    return tokens
      .map((t, i) => {
        const at = inserts.get(i);
        if (!at) return t.raw;
        let out = '';
        let from = 0;
        for (const [offset, numbers] of [...at].sort((a, b) => a[0] - b[0])) {
          out += t.raw.slice(from, offset) + marker(numbers);
          from = offset;
        }
        return out + t.raw.slice(from);
      })
      .join('');
  });
  return { html, fonti };
}
