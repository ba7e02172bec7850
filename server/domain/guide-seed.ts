import type { Kysely } from 'kysely';
import type { ContentStatus, GuideContent } from '../../common/types.ts';
import type { Database } from '../db/types.ts';
import { sanitizeGuideContent } from './guide-products.ts';

/** A guide as the demo seed and the tests create it: no checks, content sanitised. */
export interface GuideSeedInput {
  titolo: string;
  sottotitolo?: string | null;
  immagine_url: string | null;
  contenuto: GuideContent;
  stato: ContentStatus;
  prodotti: number[];
  generato_ai?: boolean;
}

/** Inserts the guide and its products in order, created at `now`; its id. */
export async function insertGuide(trx: Kysely<Database>, input: GuideSeedInput, now: string): Promise<number> {
  const row = await trx
    .insertInto('guides')
    .values({
      generato_ai: input.generato_ai ? 1 : 0,
      titolo: input.titolo,
      sottotitolo: input.sottotitolo ?? null,
      immagine_url: input.immagine_url,
      contenuto: JSON.stringify(sanitizeGuideContent(input.contenuto)),
      stato: input.stato,
      created_at: now,
      updated_at: now,
      published_at: input.stato === 'pubblicata' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.prodotti.length > 0) {
    await trx
      .insertInto('guide_products')
      .values(input.prodotti.map((id_prodotto, posizione) => ({ id_guida: row.id, id_prodotto, posizione })))
      .execute();
  }
  return row.id;
}
