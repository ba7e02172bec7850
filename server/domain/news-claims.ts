import type { Kysely } from 'kysely';
import type { AiVerification, ClaimReport, GateClaim } from '../../common/claims.ts';
import { stripClaims } from '../../common/claims.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { articleClaims, heldToSource, newsHtml, type NewsSource, newsSourceText } from '../../common/news-grounding.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import type { News } from '../../common/types.ts';
import type { Database } from '../db/types.ts';
import { toPlainText } from '../lib/sanitize.ts';
import { escapeHtmlText } from './ai.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';

/** A news item as the gate reads it: its text, its source, whether it was written with AI. */
export type NewsText = NewsSource & { id: number; contenuto: string | null; sommario: string | null; generato_ai: number | boolean };

export type NewsGateOptions = { conferme?: ConfirmationsInput; utente?: Resolver | null };

/**
 * The publishing gate for news (decision 0023): an item written with AI or taken from a source is
 * held to its source text (numbers, specifications, links to other hosts, invented quotes, the
 * model's claims); a hand-written item without a source is the editor's own.
 */
export class NewsClaims {
  constructor(private readonly claims: ClaimChecksService) {}

  /** The claims still to resolve (none for a hand-written item without a source). */
  async open(item: NewsText, k?: Kysely<Database>): Promise<GateClaim[]> {
    if (!heldToSource(item)) return [];
    const html = newsHtml(item);
    return this.claims.unresolved('notizia', item.id, articleClaims(html, item), html, k);
  }

  /** 409 {error, non_verificati} unless every claim is resolved (or confirmed now), inside the write's transaction. */
  async gate(trx: Kysely<Database>, item: NewsText, options: NewsGateOptions): Promise<void> {
    if (!heldToSource(item)) return;
    const html = newsHtml(item);
    await this.claims.gate('notizia', item.id, articleClaims(html, item), html, { ...options, message: N.unverifiedClaims, trx });
  }

  /** What a visitor reads of the article and summary: no sentence stating a claim nobody resolved. */
  async forVisitor(news: News): Promise<News> {
    const open = await this.open(news);
    if (open.length === 0) return news;
    return {
      ...news,
      contenuto: news.contenuto === null ? null : stripClaims(news.contenuto, open),
      sommario: news.sommario === null ? null : toPlainText(stripClaims(`<p>${escapeHtmlText(news.sommario)}</p>`, open)) || null,
    };
  }

  /** GET /api/verifica/notizia/{id}. */
  async report(news: News): Promise<ClaimReport> {
    return {
      non_verificati: await this.open(news),
      verifica: await this.claims.verification('notizia', news.id),
      conferme: await this.claims.confirmations('notizia', news.id),
    };
  }

  /** The model-based pass again over the stored text against its source; null when there is no text. */
  async reverify(news: News, signal?: AbortSignal): Promise<AiVerification | null> {
    const html = newsHtml(news);
    if (!html.trim()) return null;
    const verifica = await this.claims.verify(newsSourceText(news), html, signal);
    await this.claims.saveVerification('notizia', news.id, verifica);
    return verifica;
  }
}
