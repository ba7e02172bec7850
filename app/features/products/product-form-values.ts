import { deriveShortName, normalizeAsin } from '../../../common/asin.ts';
import type { ProductUpdateInput } from '../../../common/schemas-dashboard.ts';
import type { Product } from '../../../common/types.ts';
import type { AsinLookup } from '../../entities/products/api.ts';

export type { AsinLookup };

/** The product form's fields, as the inputs hold them (text). */
export interface ProductFormValues {
  asin_prodotto: string;
  nome_sintetico: string;
  nome_prodotto: string;
  nome_visualizzato: string;
  asin_preferito: string;
  valutazione_prodotto: string;
  prezzo_originale: string;
  prezzo_scontato: string;
  seo_keyword_prodotto: string;
  id_categoria: string;
  img_prodotto: string;
  link_prodotto: string;
  specifiche_tecniche: string;
  descrizione_generale: string;
  informazioni_articolo: string;
  contenuto_scatola: string;
}

export type ProductField = keyof ProductFormValues;

export const EMPTY_PRODUCT: ProductFormValues = {
  asin_prodotto: '',
  nome_sintetico: '',
  nome_prodotto: '',
  nome_visualizzato: '',
  asin_preferito: '',
  valutazione_prodotto: '',
  prezzo_originale: '',
  prezzo_scontato: '',
  seo_keyword_prodotto: '',
  id_categoria: '',
  img_prodotto: '',
  link_prodotto: '',
  specifiche_tecniche: '',
  descrizione_generale: '',
  informazioni_articolo: '',
  contenuto_scatola: '',
};

const numberText = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));
/** Prices with their cents, Italian style: 29.9 → '29,90'. */
const priceText = (n: number | null) => (n === null ? '' : n.toFixed(2).replace('.', ','));

export function valuesFromProduct(p: Product): ProductFormValues {
  return {
    asin_prodotto: p.asin_prodotto ?? '',
    nome_sintetico: p.nome_sintetico ?? '',
    nome_prodotto: p.nome_prodotto,
    nome_visualizzato: p.nome_visualizzato ?? '',
    asin_preferito: p.asin_preferito ?? '',
    valutazione_prodotto: numberText(p.valutazione_prodotto),
    prezzo_originale: priceText(p.prezzo_originale),
    prezzo_scontato: priceText(p.prezzo_scontato),
    seo_keyword_prodotto: p.seo_keyword_prodotto ?? '',
    id_categoria: p.id_categoria === null ? '' : String(p.id_categoria),
    img_prodotto: p.img_prodotto ?? '',
    link_prodotto: p.link_prodotto ?? '',
    specifiche_tecniche: p.specifiche_tecniche ?? '',
    descrizione_generale: p.descrizione_generale ?? '',
    informazioni_articolo: p.informazioni_articolo ?? '',
    contenuto_scatola: p.contenuto_scatola ?? '',
  };
}

/** '12,90' or '12.90' → 12.9; '' → null; anything else stays text so the schema names the problem. */
function toNumber(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : t;
}

const toText = (text: string) => (text.trim() === '' ? null : text.trim());

/** An ASIN box: a pasted Amazon address is sent as its ASIN; anything else as typed (the schema judges it). */
const asinText = (text: string) => normalizeAsin(text) ?? toText(text);

/**
 * The request body (spec section 5): empty fields are sent as null, and the price sent is the
 * discounted one, else the original. Display name and preferred ASIN only in the edit panel.
 */
export function toPayload(v: ProductFormValues, options: { edit: boolean }): ProductUpdateInput {
  const prezzo_originale = toNumber(v.prezzo_originale);
  const prezzo_scontato = toNumber(v.prezzo_scontato);
  const body: Record<string, unknown> = {
    asin_prodotto: asinText(v.asin_prodotto),
    nome_prodotto: v.nome_prodotto.trim(),
    nome_sintetico: toText(v.nome_sintetico),
    valutazione_prodotto: toNumber(v.valutazione_prodotto),
    prezzo_originale,
    prezzo_scontato,
    prezzo_prodotto: prezzo_scontato ?? prezzo_originale,
    seo_keyword_prodotto: toText(v.seo_keyword_prodotto),
    id_categoria: v.id_categoria === '' ? null : Number(v.id_categoria),
    img_prodotto: toText(v.img_prodotto),
    link_prodotto: toText(v.link_prodotto),
    specifiche_tecniche: toText(v.specifiche_tecniche),
    descrizione_generale: toText(v.descrizione_generale),
    informazioni_articolo: toText(v.informazioni_articolo),
    contenuto_scatola: toText(v.contenuto_scatola),
  };
  if (options.edit) {
    body.nome_visualizzato = toText(v.nome_visualizzato);
    body.asin_preferito = asinText(v.asin_preferito);
  }
  return body as ProductUpdateInput;
}

/** The ASIN an ASIN box stands for: a bare ASIN or Amazon address as its ASIN, anything else as typed (upper-cased). */
export const asinKey = (text: string) => normalizeAsin(text) ?? text.trim().toUpperCase();

/**
 * What a lookup put in the form: its ASIN, the values it wrote (only the fields it changed) and
 * the values the form held before it. Changing the ASIN takes them back out (revertLookup).
 */
export interface LookedUp {
  asin: string;
  filled: Partial<ProductFormValues>;
  before: ProductFormValues;
}

/** Applies a lookup and records what it changed, so that a change of ASIN can take it back. */
export function applyLookupRecorded(v: ProductFormValues, r: AsinLookup): { values: ProductFormValues; lookedUp: LookedUp } {
  const values = applyLookup(v, r);
  const filled: Partial<ProductFormValues> = {};
  for (const field of Object.keys(values) as ProductField[]) {
    if (field !== 'asin_prodotto' && values[field] !== v[field]) filled[field] = values[field];
  }
  return { values, lookedUp: { asin: asinKey(values.asin_prodotto), filled, before: v } };
}

/**
 * Takes a lookup back out of the form (its ASIN was changed): every field still holding what the
 * lookup wrote gets back what it held before the lookup (empty, or what the editor had typed by
 * hand); a field the editor changed after the lookup is theirs and stays. The ASIN box is not
 * touched. `cleared` says whether any field changed.
 */
export function revertLookup(v: ProductFormValues, lookedUp: LookedUp): { values: ProductFormValues; cleared: boolean } {
  const values = { ...v };
  let cleared = false;
  for (const [field, written] of Object.entries(lookedUp.filled) as Array<[ProductField, string]>) {
    if (values[field] === written) {
      values[field] = lookedUp.before[field];
      cleared = true;
    }
  }
  return { values, cleared };
}

/**
 * Fills the form from a lookup, keeping what the lookup does not know. The ASIN box takes the
 * ASIN the server read, so a pasted Amazon address becomes the bare code the save needs.
 */
export function applyLookup(v: ProductFormValues, r: AsinLookup): ProductFormValues {
  const keep = (value: string | null | undefined, current: string) => (value === null || value === undefined || value === '' ? current : value);
  const nome = keep(r.nome, v.nome_prodotto);
  return {
    ...v,
    asin_prodotto: keep(r.asin, v.asin_prodotto),
    nome_prodotto: nome,
    nome_sintetico: keep(r.nome_sintetico, '') || (r.nome ? deriveShortName(r.nome) : v.nome_sintetico),
    valutazione_prodotto: r.valutazione == null ? v.valutazione_prodotto : numberText(r.valutazione),
    prezzo_originale: r.prezzo_originale == null ? v.prezzo_originale : priceText(r.prezzo_originale),
    prezzo_scontato: r.prezzo_scontato == null ? v.prezzo_scontato : priceText(r.prezzo_scontato),
    seo_keyword_prodotto: keep(r.seo_keyword_prodotto, v.seo_keyword_prodotto),
    img_prodotto: keep(r.img_url, v.img_prodotto),
    link_prodotto: keep(r.link, v.link_prodotto),
    specifiche_tecniche: keep(r.specifiche_tecniche, v.specifiche_tecniche),
    descrizione_generale: keep(r.descrizione_generale, v.descrizione_generale),
    informazioni_articolo: keep(r.informazioni_articolo, v.informazioni_articolo),
    contenuto_scatola: keep(r.contenuto_scatola, v.contenuto_scatola),
  };
}

/**
 * The fields a refresh from Amazon writes (prices, rating, image), taken from the refreshed
 * product into an open edit form; what the editor typed elsewhere stays.
 */
export function applyRefresh(v: ProductFormValues, p: Product): ProductFormValues {
  const fresh = valuesFromProduct(p);
  return {
    ...v,
    valutazione_prodotto: fresh.valutazione_prodotto,
    prezzo_originale: fresh.prezzo_originale,
    prezzo_scontato: fresh.prezzo_scontato,
    img_prodotto: fresh.img_prodotto,
  };
}
