import type { AmazonSettings } from '../../common/amazon.ts';
import { replaceForeignTags } from '../../common/amazon-links.ts';
import type { GuideContent } from '../../common/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';

/**
 * The save of a review, guide or news item (decision 0036): an Amazon link pasted with
 * someone else's affiliate tag is stored with ours, and the editor is told in the answer's
 * `avvisi`; a short link (amzn.eu, amzn.to), which cannot carry our tag, is reported too. The
 * render makes every Amazon link right anyway (common/amazon-links.ts normalizeAmazonLinks).
 */

const shown = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The editor's notices (Italian) for the tags replaced and the short links found. */
export function affiliateNotices(found: { foreignTags: string[]; shortLinks: string[] }, settings: AmazonSettings): string[] {
  const notices = found.foreignTags.map((tag) =>
    settings.tag
      ? `Il link Amazon aveva il tag affiliato "${shown(tag)}": sostituito con il nostro ("${settings.tag}").`
      : `Il link Amazon aveva il tag affiliato "${shown(tag)}": tolto, perché il sito non ha un tag affiliato configurato (AMAZON_TAG).`,
  );
  for (const link of found.shortLinks) {
    notices.push(`Il link Amazon abbreviato ${shown(link)} non può portare il nostro tag affiliato: sostituiscilo con il link completo del prodotto (…/dp/ASIN).`);
  }
  return notices;
}

/** Some editor HTML as it is stored: sanitised, foreign tags replaced; the notices gathered into `avvisi`. */
export function withOurTags(html: string, settings: AmazonSettings, avvisi: Set<string>): string {
  const result = replaceForeignTags(sanitizeRichText(html), settings);
  for (const notice of affiliateNotices(result, settings)) avvisi.add(notice);
  return result.html;
}

/** The answer with its `avvisi`, only when there is something to say. */
export function withNotices<T extends object>(answer: T, avvisi: Set<string>): T & { avvisi?: string[] } {
  return avvisi.size > 0 ? { ...answer, avvisi: [...avvisi] } : answer;
}

/** A guide's content as it is stored: each HTML part through withOurTags. */
export function guideWithOurTags(c: GuideContent, settings: AmazonSettings, avvisi: Set<string>): GuideContent {
  return {
    introduzione: withOurTags(c.introduzione, settings, avvisi),
    sezioni: c.sezioni.map((s) => ({ ...s, testo: withOurTags(s.testo, settings, avvisi) })),
    conclusione: withOurTags(c.conclusione, settings, avvisi),
  };
}
