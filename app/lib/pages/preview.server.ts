import type { ContentType } from '../../../common/content-types.ts';
import { normalizeGuideContent } from '../../../common/guide-content.ts';
import { PREVIEW_MSG } from '../../../common/messages-previews.ts';
import type { ContentStatus, GuideContent } from '../../../common/types.ts';
import type { Preview } from '../../../server/domain/previews.ts';
import type { Viewer } from '../../../server/domain/visibility.ts';
import type { Services } from '../../../server/services.ts';
import { type GuideSource, type GuideView, guideView } from './guide-view.server.ts';
import { type NewsSource, type NewsView, newsView } from './news-view.server.ts';
import { type ProductView, productView } from './product-view.server.ts';

/** What each type's public page is built from (its template: app/components/site/pages/content-pages.tsx). */
export interface ContentViews {
  recensione: ProductView;
  guida: GuideView;
  notizia: NewsView;
}

/** A preview page's data: the public template of its type, filled from the stored text merged with the draft. */
export type PreviewPage = { [T in ContentType]: { tipo: T; view: ContentViews[T] } }[ContentType];

type Draft = Preview['bozza'];
type Merge = (services: Services, viewer: Viewer, preview: Preview) => Promise<PreviewPage | undefined>;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A title the draft has emptied is shown as 'Senza titolo' (the page always has a heading). */
const title = (v: unknown, fallback: string) => (typeof v === 'string' ? v.trim() || PREVIEW_MSG.untitled : fallback);
/** The draft's value of a field when the editor sent it, else the stored one. */
const pick = <T>(draft: Draft, name: string, stored: T, read: (v: unknown) => T): T => (name in draft ? read(draft[name]) : stored);

/** What a cover shows: the draft's recorded image (with its credit) when it names another one, else its address. */
interface Cover {
  immagine_url: string | null;
  immagine_autore: string | null;
  immagine_autore_link: string | null;
  immagine_fonte: string | null;
}

async function coverOf(services: Services, draft: Draft, stored: Cover & { id_immagine: number | null }): Promise<Cover> {
  const url = pick(draft, 'immagine_url', stored.immagine_url, str);
  const id = pick(draft, 'id_immagine', stored.id_immagine, (v) => (typeof v === 'number' ? v : null));
  if (id !== null && id === stored.id_immagine) return { ...stored, immagine_url: url ?? stored.immagine_url };
  const image = id === null ? undefined : await services.images.get(id);
  if (image) return { immagine_url: image.url, immagine_autore: image.autore, immagine_autore_link: image.autore_link, immagine_fonte: image.fonte };
  // A typed address or a feed's image: the credit the editor typed (news), none for a guide.
  const credit = { immagine_autore: pick(draft, 'immagine_autore', null, str), immagine_autore_link: pick(draft, 'immagine_autore_link', null, str) };
  return { immagine_url: url, ...credit, immagine_fonte: null };
}

/** A text not saved yet: a draft with no stored fields behind it, dated now. */
const unsaved = (services: Services) => ({
  stato: 'bozza' as ContentStatus,
  created_at: services.clock.nowIso(),
  updated_at: services.clock.nowIso(),
  generato_ai: false,
  immagine_url: null,
  id_immagine: null,
  immagine_autore: null,
  immagine_autore_link: null,
  immagine_fonte: null,
  seo_titolo: null,
  seo_descrizione: null,
  noindex: false,
});

const NEWS_TEXTS = ['sottotitolo', 'sommario', 'descrizione', 'contenuto', 'fonte', 'link_fonte', 'data_pubblicazione'] as const;

const mergeNews: Merge = async (services, viewer, { id, bozza }) => {
  const stored = id === null ? undefined : await services.news.get(viewer, id);
  if (id !== null && !stored) return undefined;
  const base = stored ?? {
    ...unsaved(services),
    slug: 'anteprima',
    titolo: '',
    sottotitolo: null,
    sommario: null,
    descrizione: null,
    contenuto: null,
    fonte: null,
    link_fonte: null,
    data_pubblicazione: null,
  };
  const news: NewsSource = { ...base, titolo: title(bozza.titolo, base.titolo || PREVIEW_MSG.untitled), ...(await coverOf(services, bozza, base)) };
  for (const name of NEWS_TEXTS) news[name] = pick(bozza, name, base[name], str);
  return { tipo: 'notizia', view: await newsView(services, news) };
};

const mergeGuide: Merge = async (services, viewer, { id, bozza }) => {
  const stored = id === null ? undefined : await services.guides.get(viewer, id);
  if (id !== null && !stored) return undefined;
  const empty: GuideContent = { introduzione: '', sezioni: [], conclusione: '' };
  const base = stored ?? { ...unsaved(services), id: 0, titolo: '', sottotitolo: null, contenuto: empty, prodotti: [] };
  const guide: GuideSource = {
    ...base,
    titolo: title(bozza.titolo, base.titolo || PREVIEW_MSG.untitled),
    sottotitolo: pick(bozza, 'sottotitolo', base.sottotitolo, str),
    contenuto: pick(bozza, 'contenuto', base.contenuto, normalizeGuideContent),
    prodotti: pick(bozza, 'prodotti', base.prodotti, (v) => (Array.isArray(v) ? v.filter((p): p is number => typeof p === 'number') : [])),
    ...(await coverOf(services, bozza, base)),
  };
  return { tipo: 'guida', view: await guideView(services, guide) };
};

const mergeReview: Merge = async (services, _viewer, { id, bozza }) => {
  const stored = id === null ? undefined : await services.reviews.getById(id);
  const product = stored ? await services.products.get(stored.id_prodotto) : undefined;
  if (!stored || !product) return undefined;
  const review = {
    ...stored,
    titolo: pick(bozza, 'titolo', stored.titolo, str),
    sottotitolo: pick(bozza, 'sottotitolo', stored.sottotitolo, str),
    recensione_prodotto: pick(bozza, 'contenuto', stored.recensione_prodotto, (v) => str(v) ?? ''),
  };
  return { tipo: 'recensione', view: await productView(services, product, review) };
};

const MERGE: Record<ContentType, Merge> = { notizia: mergeNews, guida: mergeGuide, recensione: mergeReview };

/**
 * The page a preview shows (/anteprima/{token}): the stored text (a staff viewer reads any status)
 * merged with the editor's draft, each field the draft holds replacing the stored one, then built
 * by the public page's own data builder; undefined when the preview expired or its text is gone.
 */
export async function previewPage(services: Services, viewer: Viewer, token: string): Promise<PreviewPage | undefined> {
  const preview = await services.previews.get(token);
  return preview ? MERGE[preview.tipo](services, viewer, preview) : undefined;
}
