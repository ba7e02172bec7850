import { seoOf } from '../../../common/seo.ts';
import { amazonAsinsIn, CLICK_ATTRIBUTE, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import type { News } from '../../../common/types.ts';
import type { Services } from '../../../server/services.ts';
import { newsHref } from '../carousel.ts';
import { plainText, safeHtml } from '../content.server.ts';
import { resolveTexts } from './blocks.server.ts';
import { withSources } from './sources.server.ts';

/** What the news page reads of a news item: a stored one, or an editor's draft merged into it (the preview). */
export type NewsSource = Pick<
  News,
  | 'slug'
  | 'titolo'
  | 'sottotitolo'
  | 'seo_titolo'
  | 'seo_descrizione'
  | 'noindex'
  | 'stato'
  | 'fonte'
  | 'link_fonte'
  | 'data_pubblicazione'
  | 'updated_at'
  | 'immagine_url'
  | 'immagine_autore'
  | 'immagine_autore_link'
  | 'immagine_fonte'
  | 'contenuto'
  | 'sommario'
  | 'descrizione'
  | 'generato_ai'
> &
  Partial<Pick<News, 'id' | 'id_autore'>>;

/**
 * The news page's data (/notizie/{slug} and its preview): the text sanitised again, every Amazon
 * link of it made ours at render, whatever is stored (our tag, rel="sponsored", and its click
 * reported for the catalogue product whose ASIN it names).
 */
export async function newsView(services: Services, news: NewsSource) {
  const safe = safeHtml(news.contenuto);
  const byAsin = await productIdsByAsin(amazonAsinsIn(safe), (asin) => services.products.list({ match: asin, limit: 10 }));
  const links = { path: newsHref(news.slug), productFor: (asin: string | null) => (asin ? byAsin.get(asin) : null) };
  // The text cut at its blocks (product boxes, comparison tables), each read from current data.
  const [resolved = []] = await resolveTexts(services, [safe], { html: (html) => normalizeAmazonLinks(html, services.config.amazon, links).html });
  const noted = await withSources(services, 'notizia', news.id, [resolved]);
  const contenuto = noted.texts[0] ?? [];
  // A link of the text reports its clicks (the blocks load the script themselves).
  const clicks = contenuto.some((p) => p.tipo === 'html' && p.html.includes(` ${CLICK_ATTRIBUTE}=`));
  const autore = await services.authors.byId(news.id_autore);
  return {
    slug: news.slug,
    // The byline (decision 0066): null without a writer, or when their account is gone.
    autore,
    titolo: news.titolo,
    sottotitolo: news.sottotitolo,
    seo: seoOf(news),
    stato: news.stato,
    fonte: news.fonte,
    link_fonte: news.link_fonte && /^https?:\/\//i.test(news.link_fonte) ? news.link_fonte : null,
    data_pubblicazione: news.data_pubblicazione,
    updated_at: news.updated_at,
    immagine_url: news.immagine_url,
    immagine_autore: news.immagine_autore,
    immagine_autore_link: news.immagine_autore_link,
    immagine_fonte: news.immagine_fonte,
    contenuto,
    fonti: noted.fonti,
    // The summary is shown only when there is no content (spec section 2).
    sommario: contenuto.length > 0 ? null : news.sommario,
    descrizione: news.sommario || news.descrizione || plainText(news.contenuto),
    // Written with AI and published: the disclosure line (AI_DISCLOSURE).
    ia: services.config.aiDisclosure && news.generato_ai && news.stato === 'pubblicata',
    clicks,
  };
}

export type NewsView = Awaited<ReturnType<typeof newsView>>;
