import type { MetaDescriptor } from 'react-router';
import { DEFAULT_SITE_NAME } from '../../common/messages.ts';
import { SITE_MSG } from '../../common/messages-site.ts';
import { trimEndMatching } from '../../common/text.ts';
import { cardImage } from '../../common/responsive-images.ts';
import type { SeoFields } from '../../common/seo.ts';
import type { Author } from '../../common/schemas-profile.ts';
import { authorPath } from '../../common/site-paths.ts';
import type { SourceNote } from '../../common/source-notes.ts';

/**
 * Search-engine and link-preview tags for every public page: a unique title, a description, the
 * canonical URL on SITE_URL, Open Graph and Twitter cards, and JSON-LD blocks.
 */
export interface SiteInfo {
  siteName: string;
  siteUrl: string;
}

export interface SeoInput {
  /** Page title without the brand (the home passes its full title and `brandFirst`). */
  title: string;
  description: string;
  /** Canonical path, e.g. '/prodotti' (query strings never part of it). */
  path: string;
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: Array<Record<string, unknown>>;
  noindex?: boolean;
  /** The title is used as is (home page). */
  fullTitle?: boolean;
  publishedTime?: string | null;
  modifiedTime?: string | null;
  /**
   * A text's search-engine fields (common/seo.ts): its SEO title is the whole <title> and the
   * cards' title, its SEO description the meta and the cards' description; noindex keeps the page
   * out of search engines. Empty ones leave what the page computes.
   */
  seo?: Partial<SeoFields> | null;
}

const DEFAULT_SITE: SiteInfo = { siteName: DEFAULT_SITE_NAME, siteUrl: '' };

/** The root loader's site configuration, as seen from a route's meta(). */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === 'root')?.data as Partial<SiteInfo> | undefined;
  return { siteName: root?.siteName ?? DEFAULT_SITE.siteName, siteUrl: root?.siteUrl ?? DEFAULT_SITE.siteUrl };
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function pageTitle(title: string, siteName: string): string {
  return `${title} | ${siteName}`;
}

/** Plain text cut at a word boundary for descriptions (at most `max` characters). */
export function truncate(text: string, max = 158): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEndMatching(space > max * 0.6 ? cut.slice(0, space) : cut, /[\s,.;:–—-]/)}…`;
}

export function seoMeta(site: SiteInfo, input: SeoInput): MetaDescriptor[] {
  const seo = input.seo ?? {};
  const title = seo.seo_titolo || (input.fullTitle ? input.title : pageTitle(input.title, site.siteName));
  const cardTitle = seo.seo_titolo || input.title;
  const url = absoluteUrl(site.siteUrl, input.path);
  const image = input.image ? cardImage(absoluteUrl(site.siteUrl, input.image)) : null;
  const description = seo.seo_descrizione || truncate(input.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:locale', content: 'it_IT' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: cardTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: cardTitle },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push({ property: 'og:image', content: image.url });
    if (image.width && image.height) tags.push({ property: 'og:image:width', content: String(image.width) }, { property: 'og:image:height', content: String(image.height) });
    tags.push({ name: 'twitter:image', content: image.url });
    if (input.imageAlt) tags.push({ property: 'og:image:alt', content: input.imageAlt }, { name: 'twitter:image:alt', content: input.imageAlt });
  }
  if (input.type === 'article') {
    if (input.publishedTime) tags.push({ property: 'article:published_time', content: input.publishedTime });
    if (input.modifiedTime) tags.push({ property: 'article:modified_time', content: input.modifiedTime });
  }
  if (input.noindex || seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  for (const block of input.jsonLd ?? []) tags.push({ 'script:ld+json': block });
  return tags;
}

/** Meta for an error page (unknown id or slug): no canonical, never indexed. */
export function errorMeta(site: SiteInfo, title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title, site.siteName) }, { name: 'robots', content: 'noindex, follow' }];
}

export function organizationLd(site: SiteInfo): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.siteName,
    url: `${site.siteUrl}/`,
    logo: absoluteUrl(site.siteUrl, '/favicon.svg'),
  };
}

/**
 * schema.org Person of a text's writer (decision 0066): their name, their page on this site, their
 * picture and bio when they have them; the Organization when the text has no writer.
 */
export function authorLd(site: SiteInfo, author: Author | null | undefined): Record<string, unknown> {
  if (!author) return organizationLd(site);
  return {
    '@type': 'Person',
    name: author.nome,
    url: absoluteUrl(site.siteUrl, authorPath(author.slug)),
    ...(author.immagine_url ? { image: absoluteUrl(site.siteUrl, author.immagine_url) } : {}),
    ...(author.bio ? { description: author.bio } : {}),
  };
}

export function breadcrumbLd(site: SiteInfo, items: Array<{ name: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site.siteUrl, item.path),
    })),
  };
}

/**
 * Meta of an article page (a guide or a news item): the tags, Article JSON-LD and the breadcrumb
 * Home › section › article.
 */
export function articlePageMeta(
  site: SiteInfo,
  a: {
    title: string;
    description: string;
    path: string;
    image: string | null;
    published: string | null;
    modified: string;
    section: { name: string; path: string };
    /** The subtitle under the title (schema.org alternativeHeadline), null when none. */
    subtitle?: string | null;
    /** A staff preview of a draft: never indexed. */
    noindex?: boolean;
    /** The text's search-engine fields (overrides of title and description, noindex). */
    seo?: Partial<SeoFields> | null;
    /** The writer (JSON-LD author); none: the site. */
    author?: Author | null;
    /** The text's sources (its 'Fonti'): JSON-LD citation. */
    sources?: readonly SourceNote[];
  },
): MetaDescriptor[] {
  return seoMeta(site, {
    noindex: a.noindex,
    seo: a.seo,
    title: a.title,
    description: a.description,
    path: a.path,
    image: a.image,
    imageAlt: a.title,
    type: 'article',
    publishedTime: a.published,
    modifiedTime: a.modified,
    jsonLd: [
      articleLd(site, {
        headline: a.title,
        alternativeHeadline: a.subtitle,
        description: a.description,
        path: a.path,
        image: a.image,
        published: a.published,
        modified: a.modified,
        author: a.author,
        sources: a.sources,
      }),
      breadcrumbLd(site, [{ name: SITE_MSG.navHome, path: '/' }, a.section, { name: a.title, path: a.path }]),
    ],
  });
}

/** schema.org Article for guides and news: the site is the publisher, the writer (else the site) the author. */
export function articleLd(
  site: SiteInfo,
  a: {
    headline: string;
    alternativeHeadline?: string | null;
    description: string;
    path: string;
    image?: string | null;
    published?: string | null;
    modified?: string | null;
    author?: Author | null;
    sources?: readonly SourceNote[];
  },
): Record<string, unknown> {
  const org = organizationLd(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline.slice(0, 110),
    ...(a.alternativeHeadline ? { alternativeHeadline: a.alternativeHeadline } : {}),
    description: truncate(a.description),
    mainEntityOfPage: absoluteUrl(site.siteUrl, a.path),
    ...(a.image ? { image: [absoluteUrl(site.siteUrl, a.image)] } : {}),
    ...(a.published ? { datePublished: a.published } : {}),
    ...(a.modified ? { dateModified: a.modified } : {}),
    inLanguage: 'it-IT',
    author: authorLd(site, a.author),
    publisher: org,
    ...citationLd(a.sources),
  };
}

/** schema.org citation of a text's sources (decision 0068): an address as a CreativeWork, any other source as its text; none without sources. */
export function citationLd(sources: readonly SourceNote[] | undefined): { citation?: Array<string | Record<string, string>> } {
  const seen = new Set<string>();
  const citation = (sources ?? []).filter((s) => !seen.has(s.fonte) && seen.add(s.fonte)).map((s) => (s.url ? { '@type': 'CreativeWork', url: s.url, name: s.fonte } : s.fonte));
  return citation.length > 0 ? { citation } : {};
}
