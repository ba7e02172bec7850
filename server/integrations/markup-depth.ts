/**
 * How deep the elements of outside markup nest, read in one pass before any parser sees it
 * (decision 0019). The parsers are not linear in the depth: 5,000 nested <div> kept Readability
 * busy for minutes, 5,000 nested XML elements overflowed the stack of the feed parser. A page or
 * feed nested past a limit no real one reaches is refused (or, for a field of text, read without
 * a parser) instead.
 *
 * The count is an estimate on the safe side for markup written to attack: elements that never
 * have children (<br>, <img>…) and those HTML closes by itself (<p>, <li>, table cells…) open no
 * level; a closing tag closes a level only for a name that is open; comments, CDATA, declarations
 * and the text of <script>, <style>, <textarea> and <title> are skipped.
 */

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
  'basefont',
  'bgsound',
  'frame',
  'image',
]);
const IMPLIED = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'tbody', 'thead', 'tfoot', 'colgroup', 'caption', 'rb', 'rt', 'rtc', 'rp']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** Deepest a real page or feed gets, with room to spare (real ones stay under 60). */
export const MAX_MARKUP_DEPTH = 256;

const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95 || c === 46;

/** The end (exclusive) of the construct that starts at `from` and closes with `closer`, or the end of the text. */
function endOf(lower: string, from: number, closer: string): number {
  const at = lower.indexOf(closer, from);
  return at === -1 ? lower.length : at + closer.length;
}

/**
 * The deepest nesting of `markup`; the scan stops as soon as it passes `limit` (the answer is then
 * `limit + 1`). Linear in the length of the text.
 */
export function markupDepth(markup: string, limit = MAX_MARKUP_DEPTH): number {
  const lower = markup.toLowerCase();
  const open = new Map<string, number>();
  let depth = 0;
  let max = 0;
  for (let i = lower.indexOf('<'); i !== -1; i = lower.indexOf('<', i)) {
    if (lower.startsWith('<!--', i)) {
      i = endOf(lower, i + 4, '-->');
      continue;
    }
    if (lower.startsWith('<![cdata[', i)) {
      i = endOf(lower, i + 9, ']]>');
      continue;
    }
    const next = lower.charCodeAt(i + 1);
    if (next === 33 || next === 63) {
      i = endOf(lower, i + 2, '>');
      continue;
    }
    const closing = next === 47;
    const start = closing ? i + 2 : i + 1;
    let j = start;
    while (j < lower.length && isNameChar(lower.charCodeAt(j))) j++;
    const name = lower.slice(start, j);
    if (!name || !(lower.charCodeAt(start) >= 97 && lower.charCodeAt(start) <= 122)) {
      // '<' followed by no name: text.
      i += 1;
      continue;
    }
    const gt = lower.indexOf('>', j);
    i = gt === -1 ? lower.length : gt + 1;
    if (VOID.has(name) || IMPLIED.has(name)) continue;
    if (closing) {
      const count = open.get(name) ?? 0;
      if (count > 0) {
        open.set(name, count - 1);
        depth--;
      }
      continue;
    }
    if (gt !== -1 && lower.charCodeAt(gt - 1) === 47) continue;
    if (RAW_TEXT.has(name)) {
      i = endOf(lower, i, `</${name}`);
      continue;
    }
    open.set(name, (open.get(name) ?? 0) + 1);
    depth++;
    if (depth > max) {
      max = depth;
      if (max > limit) return max;
    }
  }
  return max;
}
