import type { Category, Prompt } from '../../common/types.ts';
import type { FeedSource, NewsCandidate } from '../../common/types-news.ts';
import type { InboxMessage, JobRun, PriceReading } from '../../common/types-dashboard.ts';
import type { CategoryRow, ContactMessageRow, FeedSourceRow, JobRunRow, PriceReadingRow, PromptRow, WithBooleans } from './schema.ts';
import type { NewsCandidatesTable } from './types.ts';
import type { Selectable } from 'kysely';

type Flat<T> = { [K in keyof T]: T[K] };
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type Checks = [
  Assert<Same<FeedSource, WithBooleans<FeedSourceRow, 'attivo'>>>,
  Assert<Same<JobRun, JobRunRow>>,
  Assert<Same<InboxMessage, WithBooleans<ContactMessageRow, 'consenso' | 'letto'>>>,
  Assert<Same<PriceReading, WithBooleans<Omit<PriceReadingRow, 'id' | 'id_prodotto'>, 'disponibile'>>>,
  Assert<Same<Category, Pick<CategoryRow, 'id' | 'nome' | 'descrizione'>>>,
  // The spec answers is_active and is_default as 0/1: the same columns, narrowed to the two values.
  Assert<Same<Omit<Prompt, 'is_active' | 'is_default'>, Omit<PromptRow, 'is_active' | 'is_default'>>>,
  Assert<Same<NewsCandidate, Omit<Selectable<NewsCandidatesTable>, 'id_feed' | 'testo_originale' | 'created_at' | 'guid'> & { salvata: boolean }>>,
];
