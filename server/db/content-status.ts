import type { ContentStatus } from '../../common/types.ts';
import type { Db } from './index.ts';

/** What a change of status sets of a text's review state: publishing ends it (decision 0065). */
export const reviewEnds = (stato: ContentStatus) => (stato === 'pubblicata' ? ({ revisione: null, nota_revisione: null } as const) : {});

/**
 * The status of a review or a guide set in one UPDATE at `now`: its change time, and its
 * publication time when it is published, which also ends its review before publishing (decision
 * decision 0065: the state and the editor's note go). False when no row has this id. Publishing or archiving by hand ends a
 * scheduled publication (server/domain/scheduled-publishing.ts claims its own before publishing).
 */
export async function setContentStatus(db: Db, table: 'reviews' | 'guides', id: number, stato: ContentStatus, now: string): Promise<boolean> {
  const res = await db.kysely
    .updateTable(table)
    .set({ stato, updated_at: now, pubblicazione_programmata: null, programmata_da: null, ...reviewEnds(stato), ...(stato === 'pubblicata' ? { published_at: now } : {}) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
