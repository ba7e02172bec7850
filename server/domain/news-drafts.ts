import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { type CandidateInput, newsErrorMessage, persistArticleSchema, type PersistArticleInput } from '../../common/schemas-news.ts';
import type { News } from '../../common/types.ts';
import type { PersistResult } from '../../common/types-news.ts';
import { mapLimited } from '../lib/map-limited.ts';
import { AppError, conflict, OutsideServiceError } from './errors.ts';
import { candidateKey, feedErrorText as errorText } from './news-feeds.ts';
import type { NewsService } from './news.ts';
import { type NewsIdentity, titleKey } from './news-rows.ts';
import type { ArticleExtractor } from './ports.ts';
import { STAFF } from './visibility.ts';

/** Article pages fetched at once by persisti. */
const EXTRACT_CONCURRENCY = 4;

export interface NewsDraftsDeps {
  news: NewsService;
  articles: ArticleExtractor;
}

/**
 * Feed candidates into news drafts ('Salva bozza', persisti): the article's text read from its
 * page (Readability) where possible, one save per item even when two editors press at once.
 */
export class NewsDraftsService {
  constructor(private readonly deps: NewsDraftsDeps) {}

  /**
   * The article's text, best effort: the linked page through Readability, else the feed's own
   * text. Never throws: a failure is reported as `avviso` and the feed text is used.
   */
  private async originalText(
    item: { link_fonte?: string | null; link?: string | null; descrizione?: string | null; sommario?: string | null; testo_originale?: string | null },
    signal?: AbortSignal,
  ) {
    if (item.testo_originale) return { testo: item.testo_originale, avviso: null };
    const fallback = item.descrizione || item.sommario || null;
    const url = item.link_fonte || item.link;
    if (!url) return { testo: fallback, avviso: null };
    try {
      const article = await this.deps.articles.extract(url, signal);
      const testo = article.testo.length >= (fallback?.length ?? 0) ? article.testo : fallback;
      return { testo, avviso: null };
    } catch (err) {
      if (signal?.aborted && !(err instanceof OutsideServiceError)) throw err;
      return { testo: fallback, avviso: N.extractionFailed(errorText(err).replace(/\.$/, '')) };
    }
  }

  private draftValues(item: PersistArticleInput, testo: string | null, slug: string) {
    return {
      slug,
      titolo: item.titolo,
      sommario: item.sommario ? item.sommario.slice(0, 2000) : null,
      descrizione: null,
      contenuto: item.contenuto ?? null,
      testo_originale: testo,
      fonte: item.fonte ?? null,
      link_fonte: item.link_fonte ?? item.link ?? null,
      // The feed item's date is its source's; the draft is dated when it is published.
      data_pubblicazione: null,
      data_fonte: item.data_pubblicazione ?? null,
      immagine_url: item.immagine_url ?? null,
      immagine_autore: item.immagine_autore ?? null,
      stato: 'bozza' as const,
      rilevanza: item.rilevanza ?? 0,
      tag: item.tag ?? null,
    };
  }

  /**
   * POST /api/notizie/bozze: a candidate becomes a draft (relevance 0), with the article's text
   * extracted from its page when possible. The same item saved twice is refused (409), also when
   * two editors press at once (the unique source link decides).
   */
  async saveDraft(input: CandidateInput, signal?: AbortSignal, idAutore: number | null = null): Promise<News & { avviso: string | null }> {
    const { news } = this.deps;
    if (await news.findSaved(input)) throw conflict(N.alreadySaved);
    const { testo, avviso } = await this.originalText(input, signal);
    const id = await this.racing(input, () =>
      news.write(async (trx) => {
        if (await news.findSaved(input, trx)) throw conflict(N.alreadySaved);
        const slug = await news.uniqueSlug(input.titolo, undefined, trx);
        const newsId = await news.create({ ...this.draftValues(input, testo, slug), id_autore: idAutore }, trx);
        await trx.updateTable('news_candidates').set({ id_notizia: newsId }).where('chiave', '=', candidateKey(input)).execute();
        return newsId;
      }),
    );
    return { ...(await news.get(STAFF, id))!, avviso };
  }

  /**
   * Two saves at once can both pass the checks: the database's unique indexes decide. The loser
   * hears 'already saved' when the item is now saved, and retries when only the slug collided.
   */
  private async racing<T>(item: NewsIdentity, write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
        if (await this.deps.news.findSaved(item)) throw conflict(N.alreadySaved);
        if (attempt >= 2) throw err;
      }
    }
  }

  /**
   * POST /api/notizie/persisti {articoli}: several at once in one transaction. Each article is
   * checked on its own; invalid ones, those already saved and repeats within the request are
   * skipped with the reason. The article texts are fetched before the transaction.
   */
  async persist(articoli: readonly unknown[], signal?: AbortSignal, idAutore: number | null = null): Promise<PersistResult> {
    const { news } = this.deps;
    // Skipped articles are answered in the order they were sent.
    const skipped: Array<{ at: number; titolo: string; motivo: string }> = [];
    const valid: Array<PersistArticleInput & { at: number }> = [];
    for (const [at, raw] of articoli.entries()) {
      const parsed = persistArticleSchema.safeParse(raw ?? {});
      if (parsed.success) valid.push({ ...parsed.data, at });
      else {
        const titolo = typeof (raw as { titolo?: unknown } | null)?.titolo === 'string' ? String((raw as { titolo: string }).titolo).slice(0, 300) : '';
        skipped.push({ at, titolo, motivo: N.skippedInvalid(newsErrorMessage(parsed.error)) });
      }
    }
    const texts = await mapLimited(valid, EXTRACT_CONCURRENCY, (item) => this.originalText(item, signal));
    const salvate = await news.write(async (trx) => {
      const saved: PersistResult['salvate'] = [];
      const keys = new Set<string>();
      for (const [i, item] of valid.entries()) {
        const key = candidateKey({ ...item, link_fonte: item.link_fonte ?? item.link });
        if (keys.has(key) || keys.has(`titolo:${titleKey(item.titolo)}`)) {
          skipped.push({ at: item.at, titolo: item.titolo, motivo: N.skippedInBatch });
          continue;
        }
        keys.add(key).add(`titolo:${titleKey(item.titolo)}`);
        if (await news.findSaved(item, trx)) {
          skipped.push({ at: item.at, titolo: item.titolo, motivo: N.skippedDuplicate });
          continue;
        }
        const slug = await news.uniqueSlug(item.titolo, undefined, trx);
        const { at: _at, ...article } = item;
        const id = await news.create({ ...this.draftValues(article, texts[i]!.testo, slug), id_autore: idAutore }, trx);
        await trx.updateTable('news_candidates').set({ id_notizia: id }).where('chiave', '=', candidateKey(item)).execute();
        saved.push({ id, titolo: item.titolo, slug });
      }
      return saved;
    });
    const saltate = skipped.sort((a, b) => a.at - b.at).map(({ titolo, motivo }) => ({ titolo, motivo }));
    return { salvate, saltate };
  }
}
