import { PROFILE_MSG } from '../../../common/messages-profile.ts';
import { authorPath } from '../../../common/site-paths.ts';
import type { Services } from '../../../server/services.ts';
import { PAGE_SIZE, pageCount, pageOffset } from '../pager.ts';
import type { RssItem } from '../rss.ts';
import { TEXT_KIND } from '../author-kinds.ts';

/** How many texts an author's feed carries. */
const FEED_ITEMS = 50;

/**
 * /autore/{slug}, page `page`: the author and one page of their published texts (reviews, guides
 * and news mixed, newest first). null when the slug names nobody with published work, or the page
 * is past the end (both a 404).
 */
export async function authorPage(services: Services, slug: string, page: number) {
  const author = await services.authors.bySlug(slug);
  if (!author) return null;
  const [total, texts] = await Promise.all([services.authors.countTexts(author.id), services.authors.texts(author.id, { limit: PAGE_SIZE, offset: pageOffset(page) })]);
  const pages = pageCount(total);
  if (page > pages) return null;
  return { author, texts, total, pages, page };
}

export type AuthorPageData = NonNullable<Awaited<ReturnType<typeof authorPage>>>;

/** /autore/{slug}/feed.xml: the channel and the items of an author's latest texts (those kept from search engines left out). */
export async function authorFeed(services: Services, slug: string) {
  const author = await services.authors.bySlug(slug);
  if (!author) return null;
  const { siteUrl, siteName } = services.config;
  const texts = await services.authors.texts(author.id, { limit: FEED_ITEMS });
  const items: RssItem[] = texts
    .filter((t) => !t.noindex)
    .map((t) => ({ title: t.titolo, link: `${siteUrl}${t.path}`, date: t.data, description: t.sommario || t.titolo, category: TEXT_KIND[t.tipo] }));
  const path = authorPath(author.slug);
  return {
    channel: {
      title: PROFILE_MSG.authorFeedTitle(author.nome, siteName),
      link: `${siteUrl}${path}`,
      self: `${siteUrl}${path}/feed.xml`,
      description: author.bio || PROFILE_MSG.authorMetaDescription(author.nome, siteName),
    },
    items,
  };
}
