/** What is in the box (the spec's contenuto_scatola): Amazon's own list, a details row, or a section of the description. */
import type { CheerioAPI } from 'cheerio/slim';
import type { Pair } from './details.ts';
import { type Node$, cleanValue, fold, textOf } from './text.ts';

/** Labels and headings of the box contents. */
const BOX_LABEL =
  /^(?:contenuto della confezione|contenuto della scatola|contenuto del pacco|componenti inclusi|articoli inclusi|cosa c'è nella scatola|nella confezione|what's in the box|in the box|included components|components included|package contents|box contents|componentes incluidos|contenido de la caja|contenido del paquete|lieferumfang|im lieferumfang enthalten|enthaltene komponenten|contenu de la boîte|contenu du coffret|composants inclus)\b/;

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** A paragraph that is only a bold label ('<p><b>Garanzia</b></p>') counts as a heading. */
function isHeadingLike(el: Node$): boolean {
  if (el.is(HEADING)) return true;
  const bold = el.children('b, strong');
  return bold.length === 1 && textOf(el) !== '' && textOf(el) === textOf(bold);
}

/** The text under a 'Contenuto della confezione' heading of the description, up to the next heading. */
function boxFromDescription($: CheerioAPI): string {
  let found = '';
  $('#productDescription, #bookDescription_feature_div, #aplus')
    .find(`${HEADING}, b, strong`)
    .each((_, h) => {
      const heading = $(h);
      const label = textOf(heading);
      if (!BOX_LABEL.test(fold(label))) return;
      // 'Contenuto della confezione: radio, cavo' in the same paragraph.
      const parent = heading.parent();
      if (heading.is('b, strong')) {
        const rest = cleanValue(textOf(parent).slice(textOf(parent).indexOf(label) + label.length));
        if (rest) {
          found = rest;
          return false;
        }
      }
      // Otherwise the blocks after the heading (or after its paragraph), until the next heading.
      const start = heading.is(HEADING) || !isHeadingLike(parent) ? heading : parent;
      const lines: string[] = [];
      for (let next = start.next(); next.length && lines.length < 30; next = next.next()) {
        if (isHeadingLike(next) || next.find(HEADING).length) break;
        const text = textOf(next, true);
        if (text) lines.push(text);
      }
      found = lines.join('\n');
      return found ? false : undefined;
    });
  return found;
}

/** The box contents: Amazon's 'What's in the box' list, a 'Componenti inclusi' row, or a section of the description. */
export function readBoxContents($: CheerioAPI, rows: Pair[]): string {
  const items: string[] = [];
  $('#whatsInTheBoxDeck li, #witb-content-list li, #whatsInTheBox li').each((_, li) => {
    const text = textOf($(li));
    if (text) items.push(text);
  });
  if (items.length) return [...new Set(items)].join('\n');

  const row = rows.find((r) => BOX_LABEL.test(fold(r.key)));
  if (row)
    return row.value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .join('\n');

  return boxFromDescription($);
}
