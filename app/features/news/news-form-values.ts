import type { ContentStatus, News } from '../../../common/types.ts';
import { EMPTY_SEO_FORM, type SeoFormValues, seoFormValues } from '../../../common/seo.ts';

/*
 * The news form's values: the fields as the inputs hold them (text, the dates as the value of a
 * datetime-local input), the empty form, and an item from the API made into values.
 */

export interface NewsFormValues extends SeoFormValues {
  titolo: string;
  sottotitolo: string;
  slug: string;
  sommario: string;
  descrizione: string;
  contenuto: string;
  testo_originale: string;
  fonte: string;
  link_fonte: string;
  /** Empty until the item is published (then the time it was), unless the editor sets one. */
  data_pubblicazione: string;
  /** When the source published it (a feed item's date). */
  data_fonte: string;
  immagine_url: string;
  immagine_autore: string;
  immagine_autore_link: string;
  stato: ContentStatus;
  rilevanza: number;
  tag: string;
}

export type NewsField = keyof NewsFormValues;

/** A new item starts as a draft with relevance 0 (spec section 4). */
export const EMPTY_NEWS: NewsFormValues = {
  titolo: '',
  sottotitolo: '',
  slug: '',
  sommario: '',
  descrizione: '',
  contenuto: '',
  testo_originale: '',
  fonte: '',
  link_fonte: '',
  data_pubblicazione: '',
  data_fonte: '',
  immagine_url: '',
  immagine_autore: '',
  immagine_autore_link: '',
  stato: 'bozza',
  rilevanza: 0,
  tag: '',
  ...EMPTY_SEO_FORM,
};

/** ISO → the value of <input type="datetime-local"> in the editor's time zone, and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

export const valuesOf = (n: News): NewsFormValues => ({
  titolo: n.titolo,
  sottotitolo: n.sottotitolo ?? '',
  slug: n.slug,
  sommario: n.sommario ?? '',
  descrizione: n.descrizione ?? '',
  contenuto: n.contenuto ?? '',
  testo_originale: n.testo_originale ?? '',
  fonte: n.fonte ?? '',
  link_fonte: n.link_fonte ?? '',
  data_pubblicazione: toLocalInput(n.data_pubblicazione),
  data_fonte: toLocalInput(n.data_fonte),
  immagine_url: n.immagine_url ?? '',
  immagine_autore: n.immagine_autore ?? '',
  immagine_autore_link: n.immagine_autore_link ?? '',
  stato: n.stato,
  rilevanza: n.rilevanza,
  tag: n.tag ?? '',
  ...seoFormValues(n),
});
