import type { Category, Guide, News, Product, Prompt, Review } from '../../common/types.ts';
import type { FeedSource, NewsCandidate } from '../../common/types-news.ts';
import type { InboxMessage, JobRun, PriceReading } from '../../common/types-dashboard.ts';
import type { ContactMessageRow, FeedSourceRow, GuideRow, NewsRow, ProductRow, PromptRow, Row, WithBooleans } from './schema.ts';

type Flat<T> = { [K in keyof T]: T[K] };
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Same<FeedSource, WithBooleans<FeedSourceRow, 'attivo'>>>,
  Assert<Same<JobRun, Row<'job_runs'>>>,
  Assert<Same<InboxMessage, WithBooleans<ContactMessageRow, 'consenso' | 'letto'>>>,
  Assert<Same<PriceReading, WithBooleans<Omit<Row<'product_prices'>, 'id' | 'id_prodotto'>, 'disponibile'>>>,
  Assert<Same<Category, Pick<Row<'categories'>, 'id' | 'nome' | 'descrizione'>>>,
  // The spec answers is_active and is_default as 0/1: the same columns, narrowed to the two values.
  Assert<Same<Omit<Prompt, 'is_active' | 'is_default'>, Omit<PromptRow, 'is_active' | 'is_default'>>>,
  Assert<Same<NewsCandidate, Omit<Row<'news_candidates'>, 'id_feed' | 'testo_originale' | 'created_at' | 'guid'> & { salvata: boolean }>>,
  // The publishable texts: the columns they share by name with the API (the rest is renamed by the
  // spec, joined from other tables, or parsed, in their row mappers).
  Assert<Same<News, WithBooleans<Omit<NewsRow, 'programmata_da'>, 'generato_ai' | 'noindex'> & { immagine_fonte: string | null }>>,
  Assert<Same<Pick<Review, ReviewShared>, Pick<WithBooleans<Row<'reviews'>, 'generato_ai' | 'noindex'>, ReviewShared>>>,
  Assert<Same<Pick<Guide, GuideShared>, Pick<WithBooleans<GuideRow, 'generato_ai' | 'noindex'>, GuideShared>>>,
  Assert<Same<Pick<Product, ProductShared>, Pick<WithBooleans<ProductRow, 'disponibile'>, ProductShared>>>,
];

/** The fields an API shape and a row both name: they must agree (flags as booleans). */
type ReviewShared = keyof Review & keyof Row<'reviews'>;
/** A guide's `contenuto` is stored as JSON text and answered parsed (common/guide-content.ts). */
type GuideShared = Exclude<keyof Guide & keyof GuideRow, 'contenuto'>;
type ProductShared = keyof Product & keyof ProductRow;
