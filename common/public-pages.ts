/**
 * The pages of the public site, as app/routes.ts declares their paths (`:name` a parameter): the
 * pages whose views are counted and whose clicks on Amazon links are reported, each with a title in
 * the statistics. One list: the statistics read it (server/domain/page-titles.ts, where each page
 * with a parameter must have a title rule, or the code does not compile), and
 * tests/unit/page-titles.test.ts fails when it and the route table differ.
 */
export const PUBLIC_PAGES = [
  '/',
  '/prodotti',
  '/articolo/:id',
  '/guide',
  '/guida/:id',
  '/notizie',
  '/notizie/:slug',
  '/autore/:slug',
  '/chi-siamo',
  '/contatti',
  '/privacy',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];
/** A page that names one item: its title comes from that item. */
export type ItemPage = Extract<PublicPage, `${string}:${string}`>;
/** A page of its own, the same for every visitor: its path is its name in the statistics. */
export const FIXED_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter((p) => !p.includes(':'));
