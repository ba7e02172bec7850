import { seoOf } from '../../../common/seo.ts';
import { amazonAsinsIn, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import { stripPrices } from '../../../common/grounding.ts';
import { guideProductIds, isGuideEmpty } from '../../../common/guide-content.ts';
import type { Guide, Product } from '../../../common/types.ts';
import type { Services } from '../../../server/services.ts';
import { leadText, safeHtml } from '../content.server.ts';
import { productShown, resolveTexts } from './blocks.server.ts';
import { withSources } from './sources.server.ts';

/** What the guide page reads of a guide: a stored one, or an editor's draft merged into it (the preview). */
export type GuideSource = Pick<
  Guide,
  | 'id'
  | 'titolo'
  | 'sottotitolo'
  | 'seo_titolo'
  | 'seo_descrizione'
  | 'noindex'
  | 'stato'
  | 'immagine_url'
  | 'immagine_autore'
  | 'immagine_autore_link'
  | 'immagine_fonte'
  | 'created_at'
  | 'updated_at'
  | 'generato_ai'
  | 'contenuto'
  | 'prodotti'
> &
  Partial<Pick<Guide, 'id_autore'>>;

/**
 * The guide page's data (/guida/{id} and its preview): its products with their refreshed prices,
 * the text sanitised again with no price in it (prices come only from the product blocks), every
 * Amazon link of it made ours at render (our tag, rel="sponsored", its click reported for the
 * catalogue product whose ASIN it names).
 */
export async function guideView(services: Services, guide: GuideSource) {
  // A failed guide products call is ignored (spec section 7).
  const products = await Promise.all(guideProductIds(guide).map((pid) => services.products.get(pid).catch(() => undefined)));
  const byId = new Map(products.filter((p): p is Product => p !== undefined).map((p) => [p.id, p]));
  const c = guide.contenuto;
  const clean = (value: string) => stripPrices(safeHtml(value));
  const parts = { introduzione: clean(c.introduzione), conclusione: clean(c.conclusione), sezioni: c.sezioni.map((s) => clean(s.testo)) };
  const asins = amazonAsinsIn([parts.introduzione, parts.conclusione, ...parts.sezioni].join(''));
  const byAsin = await productIdsByAsin(asins, (asin) => services.products.list({ match: asin, limit: 10 }), [...byId.values()]);
  const clicks = { path: `/guida/${guide.id}`, productFor: (asin: string | null) => (asin ? byAsin.get(asin) : null) };
  const html = (value: string) => normalizeAmazonLinks(value, services.config.amazon, clicks).html;
  // Every text cut at its blocks, the products of all of them read in one go; `data-ids="guida"`
  // is this guide's own products.
  const [resolvedIntro = [], resolvedOutro = [], ...resolvedSections] = await resolveTexts(services, [parts.introduzione, parts.conclusione, ...parts.sezioni], {
    html,
    guideProducts: guideProductIds(guide),
  });
  // The sources: one numbering in reading order (introduction, sections, conclusion).
  const noted = await withSources(services, 'guida', guide.id, [resolvedIntro, ...resolvedSections, resolvedOutro]);
  const [introduzione = [], ...rest] = noted.texts;
  const conclusione = rest.pop() ?? [];
  const sezioni = rest;
  const autore = await services.authors.byId(guide.id_autore);
  return {
    id: guide.id,
    // The byline (decision 0066): null without a writer, or when their account is gone.
    autore,
    titolo: guide.titolo,
    sottotitolo: guide.sottotitolo,
    seo: seoOf(guide),
    stato: guide.stato,
    immagine_url: guide.immagine_url,
    immagine_autore: guide.immagine_autore,
    immagine_autore_link: guide.immagine_autore_link,
    immagine_fonte: guide.immagine_fonte,
    created_at: guide.created_at,
    updated_at: guide.updated_at,
    vuota: isGuideEmpty(c),
    // Written with AI and published: the disclosure line (AI_DISCLOSURE).
    ia: services.config.aiDisclosure && guide.generato_ai && guide.stato === 'pubblicata',
    introduzione,
    conclusione,
    fonti: noted.fonti,
    descrizione: leadText(stripPrices(c.introduzione)),
    sezioni: c.sezioni.map((s, i) => {
      const p = s.id_prodotto === null ? undefined : byId.get(s.id_prodotto);
      return {
        testo: sezioni[i] ?? [],
        prodotto: p ? productShown(p) : null,
      };
    }),
  };
}

export type GuideView = Awaited<ReturnType<typeof guideView>>;
