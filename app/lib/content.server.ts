import { toPositiveId } from '../../common/ids.ts';
import { sanitizeRichText, toPlainText } from '../../server/lib/sanitize.ts';

/**
 * The viewer of every public list, sitemap and feed: anonymous, so they hold published content only.
 * Detail pages pass `context.viewer` instead (staff may preview a draft).
 */
export { ANONYMOUS } from '../../server/domain/visibility.ts';

/**
 * Server-only helpers for the public loaders. Stored HTML is sanitised on write; it is sanitised
 * again here, right before it is rendered, so nothing that reached the database by another path
 * (an import, a manual fix) can run a script on a visitor's page.
 */
export function safeHtml(html: string | null | undefined): string {
  return html ? sanitizeRichText(html) : '';
}

export function plainText(html: string | null | undefined): string {
  return html ? toPlainText(html) : '';
}

/** The opening paragraphs of some HTML as plain text (headings skipped): for descriptions. */
export function leadText(html: string | null | undefined, max = 320): string {
  const paragraphs = [...(html ?? '').matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => plainText(m[1]));
  let out = '';
  for (const p of paragraphs) {
    if (!p) continue;
    out = out ? `${out} ${p}` : p;
    if (out.length >= max) break;
  }
  return out || plainText(html);
}

/** A positive integer id from a URL segment, else null. */
export const parseRouteId = (value: string | undefined): number | null => toPositiveId(value);

export { keyValueLines } from '../../common/spec-lines.ts';

export function listLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);
}
