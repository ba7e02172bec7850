import type { Readability } from '@mozilla/readability';
import { MAX_MARKUP_DEPTH, markupDepth } from '../markup-depth.ts';
import { linkedom, readability } from '../parsers.ts';
import { FEED_MSG } from '../../../common/messages-outside.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { ArticleExtractor, ExtractedArticle } from '../../domain/ports.ts';
import type { Resolver } from '../address-guard.ts';
import { createHttpClient } from '../http.ts';
import { decodeDocument } from '../feeds/charset.ts';
import { bounded, cleanText, htmlToText, truncateText } from '../feeds/clean-text.ts';
import { type FeedClientConfig, publicAddressGuard, requireHttpUrl, siteUserAgent } from '../feeds/client.ts';
import { firstImageIn } from '../feeds/feed-images.ts';
import { safeHttpUrl } from '../feeds/xml.ts';

/**
 * The text of the article a feed item links to (best effort, for the editor and the AI): the page
 * is fetched with the shared HTTP policy (ARTICLE_TIMEOUT_MS, no retry: best effort, the editor waits; on network
 * errors and 5xx, 3 MB cap), decoded in its charset (header, else <meta charset>), parsed with
 * linkedom and read by Mozilla Readability. Failures are OutsideServiceError('feed', …) worded
 * for the article page; a page without at least ARTICLE_MIN_CHARS of text is 'invalid-response'.
 */
export const ARTICLE_MAX_BYTES = 3 * 1024 * 1024;
export const ARTICLE_MIN_CHARS = 200;
const ARTICLE_MAX_CHARS = 100_000;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const invalid = (message: string, detail: string) => new OutsideServiceError('feed', 'invalid-response', message, {}, detail);

/** The generic failures of the HTTP policy in the words of an article page. */
function reword(err: OutsideServiceError, timeoutMs: number): OutsideServiceError {
  const { failure, causeDetail } = err;
  if (failure === 'timeout') return new OutsideServiceError('feed', failure, FEED_MSG.articleTimeout(Math.max(1, Math.round(timeoutMs / 1000))), {}, causeDetail);
  if (failure === 'network') return new OutsideServiceError('feed', failure, FEED_MSG.articleNetwork, {}, causeDetail);
  if (failure === 'server') return new OutsideServiceError('feed', failure, FEED_MSG.articleServer(Number(/HTTP (\d+)/.exec(causeDetail ?? '')?.[1] ?? 502)), {}, causeDetail);
  if (failure === 'invalid-response' && /bytes|content-length/.test(causeDetail ?? '')) return invalid(FEED_MSG.articleTooLarge, causeDetail ?? '');
  return err;
}

/** The first of these meta tags (or link rel) with a value. */
function metaContent(document: Document, selectors: string[]): string | null {
  for (const selector of selectors) {
    const el = document.querySelector(selector);
    const value = el?.getAttribute(el.tagName.toLowerCase() === 'link' ? 'href' : 'content')?.trim();
    if (value) return value;
  }
  return null;
}

/** Readability on an HTML page already decoded. Pure: exported for the tests. */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  // Readability is not linear in the depth: 5,000 nested <div> kept it busy for minutes.
  const depth = markupDepth(html);
  if (depth > MAX_MARKUP_DEPTH) throw invalid(FEED_MSG.noArticle, `elementi annidati oltre ${MAX_MARKUP_DEPTH} livelli`);
  const { document } = linkedom().parseHTML(html) as unknown as { document: Document };
  const image = metaContent(document, [
    'meta[property="og:image:secure_url"]',
    'meta[property="og:image"]',
    'meta[name="og:image"]',
    'meta[name="twitter:image"]',
    'meta[property="twitter:image"]',
    'link[rel="image_src"]',
  ]);
  const metaTitle = metaContent(document, ['meta[property="og:title"]', 'meta[name="twitter:title"]']) ?? document.querySelector('title')?.textContent;
  const metaAuthor = metaContent(document, ['meta[name="author"]', 'meta[property="article:author"]']);
  let article: ReturnType<Readability['parse']>;
  try {
    article = new (readability().Readability)(document).parse();
  } catch (err) {
    throw invalid(FEED_MSG.noArticle, `Readability: ${err instanceof Error ? err.message : String(err)}`);
  }
  const content = bounded(article?.content ?? '', ARTICLE_MAX_CHARS);
  const testo = htmlToText(content, { paragraphs: true });
  if (testo.length < ARTICLE_MIN_CHARS) throw invalid(FEED_MSG.noArticle, `testo di ${testo.length} caratteri`);
  const titolo = cleanText(article?.title) || cleanText(metaTitle);
  // A byline that is an address (article:author often is: 'facebook.com/…') names nobody.
  const autore = [cleanText(article?.byline), cleanText(metaAuthor)].find((name) => name && !/^(?:https?:\/\/|www\.)|^[\w-]+(?:\.[\w-]+)+\//i.test(name));
  return {
    titolo: titolo ? truncateText(titolo, 300) : null,
    testo: truncateText(testo, ARTICLE_MAX_CHARS),
    autore: autore ? truncateText(autore, 200) : null,
    immagine_url: safeHttpUrl(image, pageUrl) ?? firstImageIn(content, pageUrl),
  };
}

export function createArticleExtractor(config: FeedClientConfig, options: { backoffMs?: number; resolve?: Resolver } = {}): ArticleExtractor {
  const timeoutMs = config.feeds.articleTimeoutMs;
  const http = createHttpClient({
    service: 'feed',
    timeoutMs,
    // No retry: extraction is best effort while the editor waits on 'Aggiungo...' (the draft is
    // saved with the feed's text when the page does not come), so one timeout is the most it costs.
    retries: 0,
    backoffMs: options.backoffMs ?? 1_000,
    maxBytes: ARTICLE_MAX_BYTES,
    retryStatuses: [500, 502, 503, 504],
    ...publicAddressGuard(config, FEED_MSG.articlePrivateAddress, options.resolve),
  });
  const headers = {
    'user-agent': siteUserAgent(config),
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    'accept-language': 'it-IT,it;q=0.9,en;q=0.5',
  };

  return {
    async extract(url, signal): Promise<ExtractedArticle> {
      const target = requireHttpUrl(url, FEED_MSG.articleNotHttp);
      let res;
      try {
        res = await http.request(target, { headers, signal });
      } catch (err) {
        throw err instanceof OutsideServiceError ? reword(err, timeoutMs) : err;
      }
      const status = `HTTP ${res.status}`;
      if (res.status === 404 || res.status === 410) throw new OutsideServiceError('feed', 'not-found', FEED_MSG.articleNotFound, {}, status);
      if (res.status < 200 || res.status >= 300) throw new OutsideServiceError('feed', 'server', FEED_MSG.articleServer(res.status), {}, status);
      const contentType = res.headers.get('content-type');
      const mime = contentType?.split(';')[0]?.trim().toLowerCase();
      const html = mime && !HTML_TYPES.has(mime) ? null : decodeDocument(res.body, contentType, 'html');
      // Without a Content-Type, a page is what starts like one.
      if (html === null || (!mime && !/^\s*<(?:!doctype html|html|head|body|meta|!--)/i.test(html))) throw invalid(FEED_MSG.notHtml, `tipo ${mime ?? 'assente'}`);
      return extractArticle(html, res.url || target);
    },
  };
}
