import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { plainNames } from '../../common/content-types.ts';
import { SLUG_MAX, slugify } from '../../common/slug.ts';
import { replaceTags, trimEndMatching } from '../../common/text.ts';
import type { News } from '../../common/types.ts';
import type { SeoFields } from '../../common/seo.ts';
import type { Database, NewsTable } from '../db/types.ts';
import { fromFlag, type NewsRow } from '../db/schema.ts';
import { badRequest, conflict } from './errors.ts';
import type { Viewer } from './visibility.ts';
import { seoValues } from './content/seo-fields.ts';

/** A news row as the low-level insert takes it (the demo seed, the feed drafts). */
export type NewsInput = Omit<
  NewsRow,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'immagine_autore_link'
  | 'id_immagine'
  | 'generato_ai'
  | 'pubblicazione_programmata'
  | 'programmata_da'
  | 'data_fonte'
  | 'sottotitolo'
  | 'seo_titolo'
  | 'seo_descrizione'
  | 'noindex'
  | 'id_autore'
  | 'revisione'
  | 'nota_revisione'
  | 'revisione_il'
> &
  Partial<Pick<NewsRow, 'immagine_autore_link' | 'id_immagine' | 'data_fonte' | 'sottotitolo' | 'seo_titolo' | 'seo_descrizione' | 'noindex' | 'id_autore'>> & {
    generato_ai?: number;
  };

/**
 * The news items' rows and rules that are not a service's: the query with the cover's credit, the
 * API shape, slugs, how a feed item is recognised as saved, tags, what publishing needs.
 */

/** Slugs longer than this cannot exist: such requests are answered without a query. */
export const MAX_SLUG_LENGTH = 200;

/**
 * What a viewer receives: anonymous visitors never get the original feed text (it is the source's
 * article, kept only as material for the editors).
 */
export const forViewer = (viewer: Viewer, row: News): News => (viewer.staff ? row : { ...row, testo_originale: null });

/** How a news item is recognised as already saved: its source link, else its link, else its title. */
export interface NewsIdentity {
  link_fonte?: string | null;
  link?: string | null;
  titolo: string;
}

export const titleKey = (titolo: string) => titolo.normalize('NFC').toLocaleLowerCase('it-IT').replace(/\s+/g, ' ').trim();

/** News rows with the cover's credit: the picked image's when there is one (like guides), else the item's. */
export function newsRows(k: Kysely<Database>) {
  return k
    .selectFrom('news')
    .leftJoin('images', 'images.id', 'news.id_immagine')
    .selectAll('news')
    .select(['images.autore as img_autore', 'images.autore_link as img_autore_link', 'images.fonte as img_fonte']);
}

export function newsToApi(row: Selectable<NewsTable> & { img_autore: string | null; img_autore_link: string | null; img_fonte: string | null }): News {
  // Who scheduled it stays on the server (the publication's revision names them).
  const { img_autore, img_autore_link, img_fonte, programmata_da: _scheduledBy, ...news } = row;
  return {
    ...news,
    immagine_fonte: img_fonte,
    immagine_autore: img_autore ?? news.immagine_autore,
    immagine_autore_link: img_autore_link ?? news.immagine_autore_link,
    generato_ai: news.generato_ai === 1,
    noindex: fromFlag(news.noindex),
  };
}

/**
 * The first free slug for a title: the transliterated title, then -2, -3… A published item's
 * slug never changes (its address is out there); `except` is the item being edited.
 */
export async function uniqueNewsSlug(trx: Kysely<Database>, wanted: string, except?: number): Promise<string> {
  const base = slugify(wanted) || 'notizia';
  let q = trx
    .selectFrom('news')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (except !== undefined) q = q.where('id', '!=', except);
  const taken = new Set((await q.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimEndMatching(base.slice(0, SLUG_MAX - suffix.length), /-/)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The news item already saved for this feed item, if any: same source link (or the item link
 * stored as source link), else the same title. What keeps one feed item from becoming two news items.
 */
export function findSavedNews(trx: Kysely<Database>, item: NewsIdentity): Promise<{ id: number } | undefined> {
  const links = [item.link_fonte, item.link].filter((l): l is string => typeof l === 'string' && l !== '');
  return trx
    .selectFrom('news')
    .select('id')
    .where((eb) => {
      // Both sides folded by the database's own lower(): SQLite folds ASCII only, so a title with
      // 'È' must meet itself through the same function, never a JavaScript lower-casing.
      const tests = [eb(sql<string>`lower(titolo)`, '=', sql<string>`lower(${item.titolo.trim()})`)];
      if (links.length > 0) tests.unshift(eb('link_fonte', 'in', links));
      return eb.or(tests);
    })
    .limit(1)
    .executeTakeFirst();
}

/** A picked image's address and credit: it must exist. */
export async function newsImageCredit(trx: Kysely<Database>, id: number) {
  const image = await trx.selectFrom('images').select(['url', 'autore', 'autore_link']).where('id', '=', id).executeTakeFirst();
  if (!image) throw badRequest(N.imageNotFound);
  return image;
}

/** A slug the editor chose: refused (409) when another item has it. */
export async function claimNewsSlug(trx: Kysely<Database>, slug: string, except?: number): Promise<string> {
  let q = trx.selectFrom('news').select('id').where('slug', '=', slug);
  if (except !== undefined) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst()) throw conflict(N.slugTaken);
  return slug;
}

/** Publishing needs a summary or an article: the public page shows one of them. */
export function requireText(item: { sommario?: string | null; contenuto?: string | null }): void {
  const hasText = (v: string | null | undefined) => typeof v === 'string' && replaceTags(v).trim() !== '';
  if (!hasText(item.sommario) && !hasText(item.contenuto)) throw badRequest(N.publishNeedsText);
}

/** 'Allerta,  meteo , ,Protezione civile' → 'Allerta, meteo, Protezione civile' (null when empty). */
export function normalizeTags(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const seen = new Set<string>();
  const tags = tag
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  return tags.length > 0 ? tags.join(', ') : null;
}

/** The news fields a save copies as sent, read from the registry (the others have rules of their own: slug, contenuto, tag, id_immagine, stato). */
export const NEWS_PLAIN_FIELDS = plainNames('notizia');

/** The columns a save writes as sent: the plain fields and the search-engine ones (a field left out does not change). */
export function newsPlainValues(input: Partial<Record<string, unknown>> & Partial<SeoFields>): Updateable<NewsTable> {
  const values: Record<string, unknown> = {};
  for (const key of NEWS_PLAIN_FIELDS) if (input[key] !== undefined) values[key] = input[key];
  return { ...values, ...seoValues(input) };
}
