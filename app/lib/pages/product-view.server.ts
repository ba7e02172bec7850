import { seoOf } from '../../../common/seo.ts';
import { amazonAsinsIn, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import { stripPrices } from '../../../common/grounding.ts';
import type { Product, Review } from '../../../common/types.ts';
import type { Services } from '../../../server/services.ts';
import { keyValueLines, leadText, listLines, plainText, safeHtml } from '../content.server.ts';
import { productName } from '../format.ts';
import { resolveTexts } from './blocks.server.ts';
import { withSources } from './sources.server.ts';

/** What the product page reads of a review: a stored one, or an editor's draft merged into it (the preview). */
export type ReviewSource = Pick<
  Review,
  'titolo' | 'sottotitolo' | 'seo_titolo' | 'seo_descrizione' | 'noindex' | 'recensione_prodotto' | 'data_recensione' | 'stato' | 'generato_ai'
> &
  Partial<Pick<Review, 'id' | 'id_autore'>>;

/**
 * The product page's data (/articolo/{id} and the preview of its review): the product, its buying
 * box and its review, whose text is sanitised again with no price in it (the buying box shows the
 * refreshed one), every Amazon link of it made ours and its blocks resolved at render.
 */
export async function productView(services: Services, product: Product, review: ReviewSource | undefined) {
  // No price inside the text, for visitors and in the staff preview alike: the buying box shows
  // the refreshed one (common/grounding.ts stripPrices).
  const reviewHtml = review ? stripPrices(review.recensione_prodotto) : '';
  const reviewText = review ? leadText(reviewHtml) : '';
  // Every Amazon link of the text made ours at render, whatever is stored: our tag,
  // rel="sponsored", and its click reported for the product whose ASIN it names, else this page's.
  const safe = safeHtml(reviewHtml);
  const byAsin = await productIdsByAsin(amazonAsinsIn(safe), (asin) => services.products.list({ match: asin, limit: 10 }), [product]);
  const clicks = { path: `/articolo/${product.id}`, productFor: (asin: string | null) => (asin ? (byAsin.get(asin) ?? product.id) : product.id) };
  // The text cut at its blocks (product boxes, comparison tables), each read from current data.
  const [resolved = []] = await resolveTexts(services, [safe], { html: (html) => normalizeAmazonLinks(html, services.config.amazon, clicks).html });
  const noted = await withSources(services, 'recensione', review?.id, [resolved]);
  const reviewParts = noted.texts[0] ?? [];
  const autore = review ? await services.authors.byId(review.id_autore) : null;
  return {
    product: {
      id: product.id,
      nome: productName(product),
      nome_prodotto: product.nome_prodotto,
      asin: product.asin_preferito || product.asin_prodotto,
      img_prodotto: product.img_prodotto,
      valutazione_prodotto: product.valutazione_prodotto,
      prezzo_prodotto: product.prezzo_prodotto,
      prezzo_originale: product.prezzo_originale,
      prezzo_aggiornato_at: product.prezzo_aggiornato_at,
      updated_at: product.updated_at,
      url_acquisto: product.url_acquisto,
      nome_categoria: product.nome_categoria,
      id_categoria: product.id_categoria,
      descrizione: plainText(product.descrizione_generale),
      specifiche: keyValueLines(product.specifiche_tecniche),
      scatola: listLines(product.contenuto_scatola),
    },
    review: review
      ? {
          titolo: review.titolo,
          sottotitolo: review.sottotitolo,
          seo: seoOf(review),
          parti: reviewParts,
          fonti: noted.fonti,
          data: review.data_recensione,
          estratto: reviewText,
          stato: review.stato,
          // The byline (decision 0066): null without a writer, or when their account is gone.
          autore,
          // Written with AI and published: the disclosure line (AI_DISCLOSURE).
          ia: services.config.aiDisclosure && review.generato_ai && review.stato === 'pubblicata',
        }
      : null,
  };
}

export type ProductView = Awaited<ReturnType<typeof productView>>;
