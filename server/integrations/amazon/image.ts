/** The product's main image: the largest one the page offers, as an absolute https URL (the spec's img_url). */
import type { CheerioAPI } from 'cheerio/slim';
import { AMAZON_LIMITS } from './text.ts';

/** An absolute http(s) URL (http upgraded to https), else null: never data:, javascript: or relative junk. */
function safeImageUrl(raw: string | undefined, baseUrl: string): string | null {
  const value = raw?.trim();
  if (!value || value.length > AMAZON_LIMITS.url || /^data:/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.protocol !== 'https:' || /[\s<>"']/.test(url.href)) return null;
  return url.href;
}

/** The size an Amazon image URL asks for: '._AC_SL1500_.jpg' → 1500² (0 when it says nothing). */
function areaFromUrl(url: string): number {
  const mods = /\._([^/]*)_\.[a-z]+$/i.exec(url)?.[1];
  if (!mods) return 0;
  const sizes = [...mods.matchAll(/(?:SL|SX|SY|UL|UX|UY|SS|SR|AC_SL|AC_UL)(\d{2,5})/gi)].map((m) => Number(m[1]));
  const n = sizes.length ? Math.max(...sizes) : 0;
  return n * n;
}

export function readImage($: CheerioAPI, html: string, baseUrl: string): string | null {
  const candidates: { url: string; area: number }[] = [];
  const add = (raw: string | undefined, area: number) => {
    const url = safeImageUrl(raw, baseUrl);
    if (url) candidates.push({ url, area });
  };

  const img = $('#landingImage, #imgBlkFront, #ebooksImgBlkFront, #main-image, #imgTagWrapperId img').first();
  if (img.length) {
    // data-a-dynamic-image: {"url": [width, height], …}
    const dyn = img.attr('data-a-dynamic-image');
    if (dyn) {
      try {
        const parsed: unknown = JSON.parse(dyn);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          for (const [url, size] of Object.entries(parsed as Record<string, unknown>)) {
            const [w, h] = Array.isArray(size) ? size : [];
            add(url, typeof w === 'number' && typeof h === 'number' && w > 0 && h > 0 ? w * h : areaFromUrl(url));
          }
        }
      } catch {
        // not JSON: ignored
      }
    }
    // data-old-hires is the zoom image: its size is in its name, and without one it is the original upload.
    const hires = img.attr('data-old-hires');
    if (hires) add(hires, areaFromUrl(hires) || Number.MAX_SAFE_INTEGER);
  }
  // The image block's script: 'colorImages': { 'initial': [{"hiRes":"https://…_SL1500_.jpg", …
  const hiRes = /'colorImages'\s*:\s*\{\s*'initial'\s*:\s*\[\s*\{\s*"hiRes"\s*:\s*"(https?:\/\/[^"\s]+)"/.exec(html)?.[1];
  if (hiRes) add(hiRes, areaFromUrl(hiRes) || 1);
  if (candidates.length === 0 && img.length) {
    add(img.attr('data-src'), 0);
    add(img.attr('src'), 0);
  }
  let best: { url: string; area: number } | null = null;
  for (const c of candidates) if (!best || c.area > best.area) best = c;
  return best?.url ?? null;
}
