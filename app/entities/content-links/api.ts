import { queryOptions } from '@tanstack/react-query';
import type { ContentType } from '../../../common/content-types.ts';
import type { ContentStatus, Guide, News, Review } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';
import { guideHref, newsHref, reviewHref } from '../../lib/carousel.ts';

/** A text of this site an editor can link to: its type, id, title and public path. */
export interface ContentLink {
  tipo: ContentType;
  id: number;
  titolo: string;
  percorso: string;
  stato: ContentStatus;
}

/** How many texts of each type one search shows. */
export const LINK_SEARCH_LIMIT = 5;

const listQuery = (q: string) => new URLSearchParams({ q, limit: String(LINK_SEARCH_LIMIT) }).toString();

/**
 * Reviews, guides and news whose title holds `q`, through the lists' own search (GET
 * /api/recensioni, /api/guide, /api/notizie with `?q=`): each type's first few, reviews first.
 */
export async function searchContentLinks(q: string, signal?: AbortSignal): Promise<ContentLink[]> {
  const query = listQuery(q);
  const [reviews, guides, news] = await Promise.all([
    api<Review[]>(`/api/recensioni?${query}`, { signal }),
    api<Guide[]>(`/api/guide?${query}`, { signal }),
    api<News[]>(`/api/notizie?${query}`, { signal }),
  ]);
  return [
    ...reviews.map((r): ContentLink => ({
      tipo: 'recensione',
      id: r.id,
      titolo: r.titolo || r.nome_visualizzato || r.nome_prodotto,
      percorso: reviewHref(r.id_prodotto),
      stato: r.stato,
    })),
    ...guides.map((g): ContentLink => ({ tipo: 'guida', id: g.id, titolo: g.titolo, percorso: guideHref(g.id), stato: g.stato })),
    ...news.map((n): ContentLink => ({ tipo: 'notizia', id: n.id, titolo: n.titolo, percorso: newsHref(n.slug), stato: n.stato })),
  ];
}

/** The link form's search, cached a little while: the same words typed again answer at once. */
export const contentLinksQuery = (q: string) =>
  queryOptions({
    queryKey: ['contenuti', 'collegamenti', q] as const,
    queryFn: ({ signal }) => searchContentLinks(q, signal),
    staleTime: 30_000,
  });
