/**
 * The 'Key: value' sections of a product page: the technical details (the spec's
 * specifiche_tecniche) and the additional information (informazioni_articolo: ASIN, rank, date…),
 * from the tables of #prodDetails and the detail bullets, in the current and the older layouts.
 */
import type { CheerioAPI } from 'cheerio/slim';
import { type Node$, cleanKey, cleanValue, fold, textOf } from './text.ts';

/** Rows about reviews and stars: the rating has its own field. */
const RATING_ROW = '.a-icon-star, .a-icon-star-small, #acrPopover, #averageCustomerReviews, .reviewCountTextLinkedHistogram';
/** Headers of the 'additional information' half of the details (ASIN, rank, date…). */
const INFO_HEADER =
  /ulteriori informazioni|informazioni aggiuntive|additional (?:product )?information|informaci[oó]n adicional|weitere produktinformationen|zus[aä]tzliche produktinformationen|informations compl[eé]mentaires/i;

export interface Pair {
  key: string;
  value: string;
}

/** 'Key: value' pairs of a table: th + td, td.label + td.value, or two td. */
function tableRows($: CheerioAPI, table: Node$): Pair[] {
  const out: Pair[] = [];
  table.find('tr').each((_, tr) => {
    const row = $(tr);
    if (row.find('table').length || row.find(RATING_ROW).length) return;
    const cells = row.children('th, td');
    if (cells.length < 2) return;
    const key = cleanKey(textOf(cells.first()));
    const value = cleanValue(
      cells
        .slice(1)
        .map((__, c) => textOf($(c)))
        .get()
        .join(' '),
    );
    if (key && value && key.length <= 200) out.push({ key, value });
  });
  return out;
}

/** Detail bullets: <li><span class="a-text-bold">Produttore ‏ : ‎</span><span>Acme</span></li>, or old <li><b>Peso:</b> 200 g</li>. */
function bulletRows($: CheerioAPI): Pair[] {
  const out: Pair[] = [];
  const seen = new Set<unknown>();
  $('#detailBulletsWrapper_feature_div li, #detailBullets_feature_div li, #detail_bullets_id li, #detail-bullets li').each((_, li) => {
    if (seen.has(li)) return;
    seen.add(li);
    const item = $(li);
    if (item.find(RATING_ROW).length || item.parents('li').length) return;
    const bold = item.find('.a-text-bold, b, strong').first();
    if (bold.length === 0) return;
    const key = cleanKey(textOf(bold));
    const clone = item.clone();
    clone.find('.a-text-bold, b, strong').first().remove();
    const value = cleanValue(textOf(clone));
    if (key && value && key.length <= 200) out.push({ key, value });
  });
  return out;
}

/** The heading of the details section a table sits in (old #prodDetails columns, expanders). */
function sectionHeading($: CheerioAPI, table: Node$): string {
  const section = table.closest('.section, .a-expander-container, .a-column, .a-box');
  if (section.length === 0) return '';
  return textOf(section.find('.secHeader, .a-expander-prompt, h1, h2, h3').first());
}

export function asLines(pairs: Pair[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { key, value } of pairs) {
    const line = `${key}: ${value}`;
    const k = fold(line);
    if (seen.has(k)) continue;
    seen.add(k);
    lines.push(line);
  }
  return lines.join('\n');
}

export function readDetails($: CheerioAPI): { specs: Pair[]; info: Pair[] } {
  const specs: Pair[] = [];
  const info: Pair[] = [];
  $('#productOverview_feature_div table').each((_, t) => {
    specs.push(...tableRows($, $(t)));
  });
  const tables = $(
    '#prodDetails table, #productDetails_feature_div table, [id^="productDetails_techSpec_section_"], #technicalSpecifications_section_1, ' +
      '#productDetails_detailBullets_sections1, #tech table, #productDetails_expanderTables_depthLeftSections table, #productDetails_expanderTables_depthRightSections table',
  );
  const seen = new Set<unknown>();
  tables.each((_, t) => {
    if (seen.has(t)) return;
    seen.add(t);
    const table = $(t);
    if (table.parents('table').length) return;
    const id = table.attr('id') ?? '';
    const isInfo = /detailBullets/i.test(id) || (!/techSpec|technicalSpecifications/i.test(id) && INFO_HEADER.test(sectionHeading($, table)));
    (isInfo ? info : specs).push(...tableRows($, table));
  });
  info.push(...bulletRows($));
  return { specs, info };
}
