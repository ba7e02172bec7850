import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import type { ContentType } from '../../../../common/content-types.ts';
import type { ContentViews } from '../../../lib/pages/preview.server.ts';
import type { SiteInfo } from '../../../lib/seo.ts';
import { GuidePage, guidePageMeta } from './guide-page.tsx';
import { NewsPage, newsPageMeta } from './news-page.tsx';
import { ProductPage, productPageMeta } from './product-page.tsx';

/** A type's public page: its head (title, description, JSON-LD) and its body, from the type's view. */
export interface ContentPage<V> {
  meta(site: SiteInfo, view: V, options: { noindex?: boolean }): MetaDescriptor[];
  Page(props: { view: V; banner?: ReactNode }): ReactNode;
}

/**
 * The public page template of each content type, declared once: a review is shown on its
 * product's page, a guide and a news item on their own. A page that shows any type (the editors'
 * preview) looks its template up here.
 */
export const CONTENT_PAGES: { [T in ContentType]: ContentPage<ContentViews[T]> } = {
  recensione: { meta: productPageMeta, Page: ({ view, banner }) => <ProductPage view={view} banner={banner} /> },
  guida: { meta: guidePageMeta, Page: ({ view, banner }) => <GuidePage guide={view} banner={banner} /> },
  notizia: { meta: newsPageMeta, Page: ({ view, banner }) => <NewsPage news={view} banner={banner} /> },
};

/** The head of a page of any type. */
export const contentPageMeta = <T extends ContentType>(site: SiteInfo, tipo: T, view: ContentViews[T], options: { noindex?: boolean }) =>
  CONTENT_PAGES[tipo].meta(site, view, options);

/** The body of a page of any type. */
export function ContentPageOf<T extends ContentType>({ tipo, view, banner }: { tipo: T; view: ContentViews[T]; banner?: ReactNode }) {
  const { Page } = CONTENT_PAGES[tipo];
  return <Page view={view} banner={banner} />;
}
