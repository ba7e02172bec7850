import type { AsinLookupResponse } from '../../common/asin.ts';
import type { ApiKeyName } from '../../common/messages-keys.ts';

/**
 * What the domain needs from the outside world, as small interfaces. The clients under
 * server/integrations implement them and are handed to the services in server/services.ts;
 * the domain never imports a client (a lint rule holds this).
 */

/** Reads an API key on every call: the one saved in Chiavi API, else the environment's. */
export type KeyReader = (name: ApiKeyName) => Promise<string | null>;

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends e-mail (SMTP_URL). Absent when no mail server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What a product page on Amazon says (the spec's ASIN lookup response, plus availability). */
export interface ProductPage extends AsinLookupResponse {
  /** true in stock, false unavailable, null when the page does not say. */
  disponibile: boolean | null;
}

/**
 * Reads a product's public page on Amazon. Throws OutsideServiceError: 'not-found' (no such
 * page), 'captcha' (Amazon asked for a verification), 'timeout', 'network', 'server',
 * 'invalid-response' (a page without product data).
 */
export interface ProductPageSource {
  fetchProduct(asin: string, signal?: AbortSignal): Promise<ProductPage>;
  /**
   * The ASIN an Amazon short link (amzn.eu, amzn.to…: common/asin.ts amazonShortLink) leads to,
   * following its redirects only through Amazon's hosts. Throws AppError 422 when it leads
   * elsewhere or to no product page, OutsideServiceError when Amazon cannot be reached.
   */
  resolveShortLink(url: string, signal?: AbortSignal): Promise<string>;
}

/** What an AI call is for (recorded with its token usage). */
/** What an AI call was for (ai_usage.scopo); 'verifica' is the model-based check of generated text. */
export type AiPurpose = 'recensione' | 'guida' | 'prompt' | 'notizia' | 'verifica';

export interface AiRequest {
  purpose: AiPurpose;
  /** The system message: role, language (Italian), rules (use only the given facts…). */
  system: string;
  /** The user message: the filled prompt with the product data. */
  prompt: string;
  /**
   * Ask for JSON of this shape: structured output where the server supports it, else the
   * instruction is in the prompt and the answer is parsed defensively by the caller.
   */
  json?: { name: string; schema: Record<string, unknown> };
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface AiUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface AiResult {
  text: string;
  model: string;
  usage: AiUsage | null;
}

/**
 * Any OpenAI-compatible chat server (OpenAI, Ollama, vLLM, LM Studio, gateways). Throws
 * OutsideServiceError('openai', …): not-configured (no key), unauthorized (bad key), rate-limited
 * (quota or 429 after the retries), timeout, server, invalid-response (empty answer).
 */
export interface TextGenerator {
  generate(request: AiRequest): Promise<AiResult>;
}

/** One item of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, its text already cleaned (see cleanText). */
export interface FeedItem {
  titolo: string;
  /** The item's link as the feed gives it (absolute). */
  link: string | null;
  /** The original article's address when the feed names one (feedburner:origLink, <source url>…), else the link. */
  link_fonte: string | null;
  /** RSS guid / Atom id, when present. */
  guid: string | null;
  /** Plain text (HTML removed), at most ~600 characters. */
  sommario: string | null;
  /** The fuller plain text of the item (content:encoded, Atom content) when the feed carries it. */
  descrizione: string | null;
  /** ISO 8601, or null when the item has no (parseable) date. */
  data_pubblicazione: string | null;
  /** From media:content, media:thumbnail, enclosure (image/*) or the first <img> of the HTML, absolute https/http. */
  immagine_url: string | null;
  /** media:credit or the like, when the feed names the photographer. */
  immagine_autore: string | null;
}

export interface FeedDocument {
  /** The feed's own title (used as the source name when none is configured). */
  titolo: string | null;
  items: FeedItem[];
}

/** What reading a feed gave: new content, or 304 Not Modified for a conditional request. */
export type FeedReadResult = { status: 'ok'; feed: FeedDocument; etag: string | null; lastModified: string | null } | { status: 'not-modified' };

/**
 * Reads RSS/Atom feeds over HTTP: timeout per feed, size cap, conditional request with the
 * ETag/Last-Modified of the previous read, any declared encoding. Throws
 * OutsideServiceError('feed', …): timeout, network, server (4xx/5xx), not-found (404),
 * invalid-response (not a feed).
 */
export interface FeedReader {
  read(url: string, options?: { etag?: string | null; lastModified?: string | null; signal?: AbortSignal }): Promise<FeedReadResult>;
}

/** The readable text of a web article (Mozilla Readability). */
export interface ExtractedArticle {
  titolo: string | null;
  /** Plain text, paragraphs separated by blank lines, cleaned. */
  testo: string;
  autore: string | null;
  /** og:image or the lead image, when the page has one. */
  immagine_url: string | null;
}

/**
 * Fetches a page and extracts its article (best effort). Throws OutsideServiceError('feed', …)
 * on timeout, network or HTTP failures, and invalid-response when the page has no article text.
 */
export interface ArticleExtractor {
  extract(url: string, signal?: AbortSignal): Promise<ExtractedArticle>;
}

/** One photo found on Unsplash, already checked and normalised by the client. */
export type ImageSearchResult = import('../../common/images.ts').ImageResult;

/**
 * Searches stock photos (Unsplash: Italian first, safe content, landscape) and reports a use to
 * the service (Unsplash's download tracking, required by its API guidelines when a photo is
 * saved). Throws OutsideServiceError('unsplash', …): not-configured (no key), unauthorized,
 * rate-limited, timeout, network, server, invalid-response.
 */
export interface ImageSearch {
  search(query: string, signal?: AbortSignal): Promise<ImageSearchResult[]>;
  /** GET the photo's download_location with the key; only on the configured API's origin. */
  trackDownload(downloadLocation: string, signal?: AbortSignal): Promise<void>;
  /** The tracking URL of a photo on the configured API (keeping Unsplash's ixid when a valid one is given), or null when `given` points elsewhere. */
  downloadLocationFor(photoId: string, given?: string | null): string | null;
}

/** What to ask Google Trends: up to five terms, one period, one country, Italian labels. */
export interface TrendsQuery {
  terms: string[];
  /** 'today 1-m', 'today 3-m', 'today 12-m' or 'all'. */
  timeframe: string;
  /** Country code (IT, US, GB, FR, DE). */
  geo: string;
}

/** Google Trends' raw numbers for one query; lists are indexed like `TrendsQuery.terms`. */
export interface TrendsSnapshot {
  /** Interest over time (0–100 relative to the highest point of all terms). */
  timeline: Array<{ time: string; values: number[]; partial: boolean }>;
  /** Related queries of each term: top (0–100) and rising (growth in %, breakout flagged). */
  related: Array<{ top: Array<{ query: string; value: number }>; rising: Array<{ query: string; value: number; breakout: boolean }> }>;
  /** Interest by region of each term (0–100), regions without data left out. */
  regions: Array<Array<{ code: string | null; name: string; value: number }>>;
}

/**
 * Google Trends' own web endpoints (there is no official API). Throws
 * OutsideServiceError('trends', …): rate-limited (429 after the cookie retry), timeout, network,
 * server, invalid-response (not the expected JSON).
 */
export interface TrendsSource {
  fetch(query: TrendsQuery, signal?: AbortSignal): Promise<TrendsSnapshot>;
}

/** A file read from the media storage: its bytes as a stream, their length and type. */
export interface StoredFile {
  body: NodeJS.ReadableStream;
  length: number;
  contentType: string;
}

/**
 * Where the media library keeps its files (decision 0060): a folder on this machine
 * (DATA_DIR/media) or an S3-compatible bucket shared by every instance. Keys are
 * `{chiave}/{file}`, made by the domain (url-safe, no dot segments). `put` writes a whole file or
 * nothing; `get` answers null for a missing key; `delete` removes the given keys, or every key
 * under a prefix (`{chiave}/`), and ignores those already gone. Failures throw.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(target: { prefix: string } | { keys: readonly string[] }): Promise<void>;
}
