import { productName } from '../../common/product-name.ts';
import type { Product } from '../../common/types.ts';
import { productTexts } from '../../common/grounding.ts';
import { outsideLine, quoteOutsideText } from './ai.ts';
import { fingerprint } from '../lib/fingerprint.ts';

/** Tags and entities out, whitespace tidied: the product data a model reads. */
export const plainFacts = (s: string | null | undefined): string =>
  (s ?? '')
    .replace(/<[^<>]*>/g, ' ') // [^<>]: a run of '<' without '>' costs linear time (regexp/no-super-linear-move)
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();

/** A longer text of the product (Amazon's, the seller's) as quoted material: between fences it cannot close, '' when empty. */
export const quotedFacts = (s: string | null | undefined): string => {
  const text = plainFacts(s);
  return text ? quoteOutsideText(text) : '';
};

export const euroText = (v: number): string => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(v).replace(/\u00a0/g, ' ');

export const decimalText = (v: number): string => v.toLocaleString('it-IT', { maximumFractionDigits: 2 });

/**
 * A product's stored data as labelled lines for an AI prompt (reviews and guides alike): name,
 * full name, category, rating, then specifications, description, article information and box
 * contents. `id` puts "ID prodotto: N" first (guides: the model echoes it; the fake OpenAI reads
 * it); `price` adds the current price for context only; `heading` opens the block. Names are
 * kept on their line and the longer texts quoted between fences they cannot close: they
 * come from Amazon, so they are material, never instructions.
 */
export function productFactLines(p: Product, opts: { heading?: string; id?: boolean; price?: boolean } = {}): string {
  const lines: string[] = [];
  if (opts.heading) lines.push(opts.heading);
  if (opts.id) lines.push(`ID prodotto: ${p.id}`);
  lines.push(`Nome prodotto: ${outsideLine(productName(p))}`);
  if (p.nome_prodotto !== productName(p)) lines.push(`Nome completo: ${outsideLine(p.nome_prodotto)}`);
  if (p.nome_categoria) lines.push(`Categoria: ${p.nome_categoria}`);
  if (p.valutazione_prodotto !== null) lines.push(`Valutazione media: ${decimalText(p.valutazione_prodotto)} su 5`);
  if (opts.price && p.prezzo_prodotto !== null) {
    lines.push(`Prezzo attuale: ${euroText(p.prezzo_prodotto)} (solo per contesto: non citarlo nel testo)`);
  }
  const fields: Array<[string, string | null]> = [
    ['Specifiche tecniche', p.specifiche_tecniche],
    ['Descrizione', p.descrizione_generale],
    ['Informazioni articolo', p.informazioni_articolo],
    ['Contenuto della confezione', p.contenuto_scatola],
  ];
  for (const [label, value] of fields) {
    const text = quotedFacts(value);
    if (text) lines.push(`${label}:\n${text}`);
  }
  return lines.join('\n');
}

/** What a text about the product is checked against, as one fingerprint (a refresh that changes a figure changes it). */
export const productStamp = (p: Product): string => fingerprint(...productTexts(p), p.valutazione_prodotto, p.prezzo_originale, p.prezzo_scontato, p.link_prodotto, p.url_acquisto);
