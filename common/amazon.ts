/** Builds affiliate links: AMAZON_BASE_URL/dp/{ASIN}?tag=…, or the product's own link with the tag. */
export interface AmazonSettings {
  baseUrl: string;
  tag?: string;
}

/** The marketplace when AMAZON_BASE_URL is unset: the configuration's default and the dashboard's fallback. */
export const DEFAULT_AMAZON_BASE_URL = 'https://www.amazon.it';

const ASIN_RE = /^[A-Z0-9]{10}$/;

export function isAsin(value: string): boolean {
  return ASIN_RE.test(value);
}

export function amazonUrl(product: { asin?: string | null; asin_preferito?: string | null; link_prodotto?: string | null }, settings: AmazonSettings): string | null {
  const asin = product.asin_preferito || product.asin;
  let url: URL | null = null;
  if (asin && isAsin(asin)) {
    url = new URL(`/dp/${asin}`, settings.baseUrl);
  } else if (product.link_prodotto) {
    try {
      url = new URL(product.link_prodotto);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  }
  if (!url) return null;
  // Our tag, never another one (a product link pasted with a competitor's tag keeps none without ours).
  if (settings.tag) url.searchParams.set('tag', settings.tag);
  else url.searchParams.delete('tag');
  return url.toString();
}
