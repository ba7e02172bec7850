import { REVIEW_MSG as R } from '../../common/messages-reviews.ts';
import { isBlankHtml, type ReviewUpdateInput } from '../../common/schemas-reviews.ts';
import type { Review } from '../../common/types.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import type { ProductsService } from './products.ts';
import type { ReviewsService } from './reviews.ts';
import { STAFF } from './visibility.ts';

/**
 * A review an editor writes by hand on its 'nuova' page, for a product that has none (a product
 * has at most one review): saved as a draft, its text sanitised (blank refused). Two editors
 * creating it at once: the second is told the review exists (the table's unique product).
 */
export async function writeReviewByHand(
  { reviews, products }: { reviews: ReviewsService; products: ProductsService },
  productId: number,
  input: ReviewUpdateInput,
  /** The writer (the session's user): the review's id_autore. */
  idAutore: number | null = null,
): Promise<Review> {
  if (!(await products.get(productId))) throw notFound(R.productNotFound);
  if (await reviews.getByProduct(STAFF, productId)) throw conflict(R.reviewExists);
  const contenuto = sanitizeRichText(input.recensione_prodotto);
  if (isBlankHtml(contenuto)) throw badRequest(R.contentRequired);
  try {
    await reviews.create({ id_prodotto: productId, titolo: input.titolo ?? null, sottotitolo: input.sottotitolo ?? null, contenuto, stato: 'bozza', id_autore: idAutore });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(R.reviewExists);
    throw err;
  }
  return (await reviews.getByProduct(STAFF, productId))!;
}
