import { type Expression, expressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { stripPrices } from '../../common/grounding.ts';
import type { ContentStatus, Review } from '../../common/types.ts';
import type { ReviewUpdateInput } from '../../common/schemas-reviews.ts';
import type { Database } from '../db/types.ts';
import { containsText } from './list-filters.ts';
import { seoToApi, seoValues } from './content/seo-fields.ts';
import { newsroomToApi } from './content/newsroom-fields.ts';
import { effectiveStatus, STAFF, type Viewer } from './visibility.ts';

/** A review with what the API shows of its product. */
export function reviewRows(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.id_prodotto')
    .select([
      'reviews.id',
      'reviews.id_prodotto',
      'reviews.titolo',
      'reviews.sottotitolo',
      'reviews.seo_titolo',
      'reviews.seo_descrizione',
      'reviews.noindex',
      'reviews.contenuto',
      'reviews.stato',
      'reviews.updated_at',
      'products.nome_sintetico',
      'products.nome_prodotto',
      'products.nome_visualizzato',
      'products.img_prodotto',
      'reviews.generato_ai',
      'reviews.pubblicazione_programmata',
      'reviews.id_autore',
      'reviews.revisione',
      'reviews.nota_revisione',
      'reviews.revisione_il',
    ]);
}

type ReviewJoined = Awaited<ReturnType<ReturnType<typeof reviewRows>['executeTakeFirstOrThrow']>>;

/**
 * The API shape (spec section 3). Visitors get the text without price sentences: a price on a
 * public page comes only from the product's refreshed data (common/grounding.ts stripPrices).
 */
export const reviewToApi = (r: ReviewJoined, viewer: Viewer = STAFF): Review => ({
  id: r.id,
  id_recensione: r.id,
  id_prodotto: r.id_prodotto,
  titolo: r.titolo,
  sottotitolo: r.sottotitolo,
  ...seoToApi(r),
  ...newsroomToApi(r),
  recensione_prodotto: viewer.staff ? r.contenuto : stripPrices(r.contenuto),
  stato: r.stato,
  data_recensione: r.updated_at,
  nome_sintetico: r.nome_sintetico,
  nome_prodotto: r.nome_prodotto,
  nome_visualizzato: r.nome_visualizzato,
  img_prodotto: r.img_prodotto,
  generato_ai: r.generato_ai === 1,
  pubblicazione_programmata: r.pubblicazione_programmata,
});

/** The columns of a save besides the text: those it was sent (title, subtitle, the SEO fields); a field left out does not change. */
export function reviewTextValues(input: Pick<ReviewUpdateInput, 'titolo' | 'sottotitolo' | 'seo_titolo' | 'seo_descrizione' | 'noindex'>) {
  return {
    ...(input.titolo !== undefined ? { titolo: input.titolo } : {}),
    ...(input.sottotitolo !== undefined ? { sottotitolo: input.sottotitolo } : {}),
    ...seoValues(input),
  };
}

/** The filters of GET /api/recensioni. */
export interface ReviewFilters {
  stato?: ContentStatus;
  /** A substring of the review's title or of its product's names. */
  q?: string;
  /** The product's category. */
  categoria?: number;
}

const MATCHED_COLUMNS = ['reviews.titolo', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato'];

/**
 * The WHERE of the review lists, shared by the list and its COUNT: visitors are pinned to
 * 'pubblicata' whatever they ask (a search never shows them a draft).
 */
export function reviewFilter(viewer: Viewer, filters: ReviewFilters): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'reviews' | 'products'>();
  const conditions: Array<Expression<SqlBool>> = [];
  const stato = effectiveStatus(viewer, filters.stato);
  if (stato) conditions.push(eb('reviews.stato', '=', stato));
  if (filters.categoria !== undefined) conditions.push(eb('products.id_categoria', '=', filters.categoria));
  const match = containsText(MATCHED_COLUMNS, filters.q);
  if (match) conditions.push(match);
  return eb.and(conditions);
}
