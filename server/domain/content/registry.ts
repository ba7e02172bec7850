import type { AmazonSettings } from '../../../common/amazon.ts';
import { CONTENT_PATHS, type ContentType, editableNames, PUBLIC_PATHS } from '../../../common/content-types.ts';
import { REVISION_MSG } from '../../../common/messages-revisions.ts';
import { guideErrorMessage, guideUpdateSchema } from '../../../common/schemas-guides.ts';
import { newsErrorMessage, newsUpdateSchema } from '../../../common/schemas-news.ts';
import { reviewErrorMessage, reviewUpdateSchema } from '../../../common/schemas-reviews.ts';
import { guideWithOurTags, withNotices, withOurTags } from '../affiliate-links.ts';
import { notFound } from '../errors.ts';
import type { GuidesService } from '../guides.ts';
import type { NewsService } from '../news.ts';
import type { ReviewsService } from '../reviews.ts';
import { authorOf } from '../revisions.ts';
import { STAFF } from '../visibility.ts';
import { type ContentEntry, missing, pick, validated } from './publishable.ts';
import { CONTENT_TABLES, readOwner } from './tables.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface ContentServices {
  reviews: ReviewsService;
  guides: GuidesService;
  news: NewsService;
  amazon: AmazonSettings;
  /** The database, for the texts' writers (owner). */
  kysely: Kysely<Database>;
}

/**
 * The publishable types (decision 0044), each declared once: its path and table
 * (common/content-types.ts, ./tables.ts), its validation, and its service adapted to one interface
 * (./publishable.ts). The answers keep the shapes the spec fixes, mapped here and nowhere else:
 * a review answers its GET with {exists, recensione} and its save and Pubblica with
 * {recensione, non_verificati} (the product page and the editor read them so); a guide and a news
 * item answer the entity itself. Archivia answers the entity for all three.
 */
export function contentRegistry(s: ContentServices): Record<ContentType, ContentEntry> {
  const recensione: ContentEntry = {
    tipo: 'recensione',
    path: CONTENT_PATHS.recensione,
    table: CONTENT_TABLES.recensione,
    errorMessage: reviewErrorMessage,
    read: async (viewer, productId) => {
      const recensione = await s.reviews.getByProduct(viewer, productId);
      if (!recensione) throw missing(CONTENT_TABLES.recensione, { exists: false, recensione: null });
      return { exists: true, recensione };
    },
    getById: (id) => s.reviews.getById(id),
    save: async (productId, body, { utente, guard, avvisi }) => {
      const input = validated(reviewUpdateSchema, body, reviewErrorMessage);
      const html = withOurTags(input.recensione_prodotto, s.amazon, avvisi);
      return withNotices(await s.reviews.update(productId, { ...input, recensione_prodotto: html }, utente, guard), avvisi);
    },
    // The product page stays at /articolo/{id} when its review goes: no address of its own.
    address: async (productId) => ((await s.reviews.getByProduct(STAFF, productId)) ? null : undefined),
    deleteByPath: (productId) => s.reviews.deleteByProduct(productId),
    owner: (by, value) => readOwner(s.kysely, 'recensione', by === 'path' ? 'id_prodotto' : 'id', value),
    deleteById: (id) => s.reviews.deleteById(id),
    publish: (id, options) => s.reviews.publish(id, options),
    setStatus: (id, stato, utente) => s.reviews.setStatus(id, stato, authorOf(utente)),
    checkPublishable: (id, options) => s.reviews.checkPublishable(id, options),
    claimReport: (id, confirm) => s.reviews.claimReport(id, confirm),
    reverify: (id, signal) => s.reviews.reverify(id, signal),
    restore: async (id, snapshot, utente, conferme) => {
      const review = await s.reviews.getById(id);
      if (!review) throw notFound(REVISION_MSG.contentNotFound);
      const body = validated(reviewUpdateSchema, { ...pick(snapshot, editableNames('recensione')), conferme }, reviewErrorMessage);
      return s.reviews.update(review.id_prodotto, body, utente, undefined, 'ripristino');
    },
  };

  const guida: ContentEntry = {
    tipo: 'guida',
    path: CONTENT_PATHS.guida,
    table: CONTENT_TABLES.guida,
    errorMessage: guideErrorMessage,
    read: async (viewer, id) => (await s.guides.get(viewer, id)) ?? Promise.reject(missing(CONTENT_TABLES.guida)),
    getById: (id) => s.guides.get(STAFF, id),
    save: async (id, body, { utente, guard, avvisi }) => {
      const input = validated(guideUpdateSchema, body, guideErrorMessage);
      const contenuto = input.contenuto === undefined ? undefined : guideWithOurTags(input.contenuto, s.amazon, avvisi);
      return withNotices(await s.guides.update(id, { ...input, contenuto }, utente, guard), avvisi);
    },
    address: async (id) => ((await s.guides.get(STAFF, id)) ? PUBLIC_PATHS.guida(id) : undefined),
    deleteByPath: (id) => s.guides.delete(id),
    owner: (_by, id) => readOwner(s.kysely, 'guida', 'id', id),
    deleteById: (id) => s.guides.delete(id),
    publish: (id, options) => s.guides.publish(id, options),
    setStatus: (id, stato, utente) => s.guides.setStatus(id, stato, authorOf(utente)),
    checkPublishable: (id, options) => s.guides.checkPublishable(id, options),
    claimReport: (id, confirm) => s.guides.claimReport(id, confirm),
    reverify: (id, signal) => s.guides.reverify(id, signal),
    restore: (id, snapshot, utente, conferme) => {
      const body = validated(guideUpdateSchema, { ...pick(snapshot, editableNames('guida')), conferme }, guideErrorMessage);
      return s.guides.update(id, body, utente, undefined, 'ripristino');
    },
  };

  const notizia: ContentEntry = {
    tipo: 'notizia',
    path: CONTENT_PATHS.notizia,
    table: CONTENT_TABLES.notizia,
    errorMessage: newsErrorMessage,
    read: async (viewer, id) => (await s.news.get(viewer, id)) ?? Promise.reject(missing(CONTENT_TABLES.notizia)),
    getById: (id) => s.news.get(STAFF, id),
    save: async (id, body, { utente, guard, avvisi }) => {
      const input = validated(newsUpdateSchema, body, newsErrorMessage);
      const contenuto = typeof input.contenuto === 'string' ? withOurTags(input.contenuto, s.amazon, avvisi) : input.contenuto;
      return withNotices(await s.news.update(id, { ...input, contenuto }, utente, guard), avvisi);
    },
    address: async (id) => {
      const news = await s.news.get(STAFF, id);
      return news ? PUBLIC_PATHS.notizia(news.slug) : undefined;
    },
    deleteByPath: (id) => s.news.delete(id),
    owner: (_by, id) => readOwner(s.kysely, 'notizia', 'id', id),
    deleteById: (id) => s.news.delete(id),
    publish: (id, options) => s.news.publish(id, options),
    setStatus: (id, stato, utente) => s.news.setStatus(id, stato, { utente }),
    checkPublishable: (id, options) => s.news.checkPublishable(id, options),
    claimReport: (id, confirm) => s.news.claimReport(id, confirm),
    reverify: (id, signal) => s.news.reverify(id, signal),
    restore: (id, snapshot, utente, conferme) => {
      const body = validated(newsUpdateSchema, { ...pick(snapshot, editableNames('notizia')), conferme }, newsErrorMessage);
      return s.news.update(id, body, utente, undefined, 'ripristino');
    },
  };

  return { recensione, guida, notizia };
}

export type ContentRegistry = ReturnType<typeof contentRegistry>;
