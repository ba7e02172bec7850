import { BLOCK_CTX, Cleaner } from './paste-cleaner.ts';
import { isElement, isText, tagOf } from './paste-source.ts';

/*
 * Clipboard HTML (Microsoft Word, Google Docs, a web page) made into the editor's own markup before
 * ProseMirror parses it: paragraphs, H2/H3, bold, italic, lists, links with safe addresses, tables,
 * the blocks of a Scorta text (product box, comparison table, library image).
 * Everything else goes: styles, classes, ids, <style>, <meta>, comments, Word's <o:p> and
 * conditional blocks, <font>, spans, images, scripts, frames, event handlers. The clipboard is
 * untrusted: the output is built from new elements, copying only an <a>'s href (checked by
 * safeLinkUrl), a cell's colspan/rowspan (numbers) and ProseMirror's own data-pm-slice.
 *
 * What the source says is read in paste-source.ts, the output is built in paste-cleaner.ts; this
 * module tidies that output (white space, empty elements) and is the entry point.
 */

/** The blocks of the output. */
const BLOCK_OUT = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'figure']);

/** The text nodes and <br>s of an inline run, in order, not entering blocks. */
function leaves(nodes: Node[], found: Node[] = []): Node[] {
  for (const n of nodes) {
    if (isText(n) || (isElement(n) && tagOf(n) === 'br')) found.push(n);
    else if (isElement(n)) leaves([...n.childNodes], found);
  }
  return found;
}

/** One inline run: white space collapsed as the browser shows it, nothing at its edges, no <br> there. */
function tidyRun(run: Node[]): void {
  const items = leaves(run);
  let afterSpace = true;
  let lastText: Text | null = null;
  for (const leaf of items) {
    if (isText(leaf)) {
      let data = leaf.data.replace(/[ \t\n\r\f]+/g, ' ');
      if (afterSpace) data = data.replace(/^ /, '');
      leaf.data = data;
      if (data !== '') {
        afterSpace = data.endsWith(' ');
        lastText = leaf;
      }
    } else {
      if (lastText) lastText.data = lastText.data.replace(/ $/, '');
      afterSpace = true;
      lastText = null;
    }
  }
  if (lastText) lastText.data = lastText.data.replace(/ $/, '');
  const live = items.filter((l) => !isText(l) || l.data !== '');
  for (const l of items) if (isText(l) && l.data === '') l.remove();
  // <br>s at the start or end of a run show nothing but an empty line.
  for (let i = 0; i < live.length && !isText(live[i]!); i++) live[i]!.parentNode?.removeChild(live[i]!);
  for (let i = live.length - 1; i >= 0 && !isText(live[i]!); i--) live[i]!.parentNode?.removeChild(live[i]!);
}

function tidyWhitespace(container: Element): void {
  let run: Node[] = [];
  for (const kid of [...container.childNodes]) {
    if (isElement(kid) && BLOCK_OUT.has(tagOf(kid))) {
      tidyRun(run);
      run = [];
      tidyWhitespace(kid);
    } else {
      run.push(kid);
    }
  }
  tidyRun(run);
}

const isBlank = (el: Element) => (el.textContent ?? '').replace(/[\s\u00a0]+/g, '') === '' && !el.querySelector('br');

/** Empty formatting, empty paragraphs and items, rows without cells, tables without rows go; adjacent lists of one kind join. */
function prune(el: Element): void {
  for (const kid of [...el.children]) prune(kid);
  for (const kid of [...el.children]) {
    const tag = tagOf(kid);
    const empty =
      ((tag === 'strong' || tag === 'em' || tag === 'a') && kid.childNodes.length === 0) ||
      ((tag === 'p' || tag === 'h2' || tag === 'h3') && isBlank(kid)) ||
      ((tag === 'li' || tag === 'ul' || tag === 'ol' || tag === 'tr' || tag === 'thead' || tag === 'tbody' || tag === 'tfoot') && kid.childNodes.length === 0) ||
      (tag === 'table' && !kid.querySelector('tr'));
    if (empty) kid.remove();
  }
  for (const kid of [...el.children]) {
    const prev = kid.previousSibling;
    if ((tagOf(kid) === 'ul' || tagOf(kid) === 'ol') && prev && isElement(prev) && tagOf(prev) === tagOf(kid)) {
      prev.append(...kid.childNodes);
      kid.remove();
    }
  }
}

/**
 * Clean HTML from clipboard HTML: ProseMirror's transformPastedHTML (wired in extensions.ts).
 * Word's list paragraphs become real lists, h1 becomes h2 and h4–h6 h3, Google Docs' bold and
 * italic spans become <strong>/<em>; see the top of this file for what is kept.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  new Cleaner(doc).children(doc.body, out, BLOCK_CTX);
  tidyWhitespace(out);
  prune(out);
  return out.innerHTML;
}
