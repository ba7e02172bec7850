import { SITE_MSG } from '../../../common/messages-site.ts';
import { leadText, safeHtml } from '../../lib/content.server.ts';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { RichContent } from '../../components/site/rich-content.tsx';
import { ReloadError } from '../../components/site/reload-error.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { breadcrumbLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import { BLOCK_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import { resolveTexts } from '../../lib/pages/blocks.server.ts';
import type { Route } from './+types/chi-siamo';

/** The render cache keeps this page for anonymous visitors (decision 0027). Its text may hold blocks (products, images). */
export const handle = { cache: pageCache(['about', ...BLOCK_TOPICS]) };

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.aboutTitle, path: '/chi-siamo' },
];

/** About page: the editors' text, or its empty and error states. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const about = await context.services.about.get();
    // The page has its own h1: a leading heading that only repeats it is dropped.
    const html = safeHtml(about.contenuto).replace(/^\s*<h2>\s*chi siamo\s*<\/h2>\s*/i, '');
    // Its blocks (product boxes, tables, library images) resolved as in every public text.
    const [parti = []] = await resolveTexts(context.services, [html]);
    return { ok: true as const, parti, text: leadText(about.contenuto) };
  } catch (err) {
    console.error('chi-siamo: testo non caricato', err);
    return { ok: false as const, parti: [], text: '' };
  }
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.aboutTitle,
    description: loaded?.text || SITE_MSG.aboutMetaDescription(site.siteName),
    path: '/chi-siamo',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

export default function ChiSiamo({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page page-narrow">
      <Breadcrumbs items={CRUMBS} />
      <h1>{SITE_MSG.aboutTitle}</h1>
      {!loaderData.ok ? (
        <ReloadError message={SITE_MSG.aboutError} href="/chi-siamo" />
      ) : loaderData.parti.length > 0 ? (
        <RichContent parts={loaderData.parti} className="prose-article" />
      ) : (
        <EmptyState message={SITE_MSG.aboutEmpty} />
      )}
    </div>
  );
}
