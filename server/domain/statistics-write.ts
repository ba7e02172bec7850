import { sql } from 'kysely';
import { type ClickPlace, isClickPlace } from '../../common/content-blocks.ts';
import type { Db } from '../db/index.ts';
import type { DayCounts } from './statistics-memory.ts';
import { existingPages } from './statistics-report.ts';

/** Rows per INSERT (well under SQLite's and PostgreSQL's parameter limits). */
const BATCH_ROWS = 500;

function chunks<T>(rows: T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** What one write adds: day → path → views, day → `${productId}:${place}:${path}` → clicks, day → place → views of pages showing it, day → visitor hashes. */
export interface PendingCounts {
  views: DayCounts;
  clicks: DayCounts;
  blocks: DayCounts;
  visitors: Map<string, Set<string>>;
}

/**
 * Adds counts into the daily rows (upsert increments, one transaction, so instances add into the
 * same rows) and turns the visitor hashes of the days through `compactThrough` into counts.
 */
export async function writeCounts(db: Db, { views, clicks, blocks, visitors }: PendingCounts, compactThrough: string | null): Promise<void> {
  // Sorted: instances writing the same rows at once take their locks in the same order.
  const viewRows = [...views].flatMap(([giorno, counts]) => [...counts].map(([percorso, visite]) => ({ giorno, percorso, visite })));
  viewRows.sort((a, b) => (a.giorno + a.percorso < b.giorno + b.percorso ? -1 : 1));
  const blockRows = [...blocks].flatMap(([giorno, counts]) =>
    [...counts].flatMap(([blocco, visite]) => (isClickPlace(blocco) ? [{ giorno, blocco: blocco as ClickPlace, visite }] : [])),
  );
  blockRows.sort((a, b) => (a.giorno !== b.giorno ? (a.giorno < b.giorno ? -1 : 1) : a.blocco < b.blocco ? -1 : 1));
  let clickRows = [...clicks].flatMap(([giorno, counts]) =>
    [...counts].flatMap(([key, clic]) => {
      const first = key.indexOf(':');
      const second = key.indexOf(':', first + 1);
      const blocco = key.slice(first + 1, second);
      if (!isClickPlace(blocco)) return [];
      return [{ giorno, percorso: key.slice(second + 1), id_prodotto: Number(key.slice(0, first)), blocco, clic }];
    }),
  );
  const visitorRows = [...visitors].flatMap(([giorno, hashes]) => [...hashes].map((hash) => ({ giorno, hash })));
  const k = db.kysely;
  // Only products and pages that exist are counted (the id and the page come from the visitor's browser).
  if (clickRows.length > 0) {
    const ids = [...new Set(clickRows.map((r) => r.id_prodotto))];
    const known = new Set<number>();
    for (const part of chunks(ids)) {
      for (const row of await k.selectFrom('products').select('id').where('id', 'in', part).execute()) known.add(row.id);
    }
    const pages = new Set<string>();
    for (const part of chunks([...new Set(clickRows.map((r) => r.percorso))])) for (const page of await existingPages(db, part)) pages.add(page);
    clickRows = clickRows.filter((r) => known.has(r.id_prodotto) && pages.has(r.percorso));
    clickRows.sort((a, b) =>
      a.giorno !== b.giorno
        ? a.giorno < b.giorno
          ? -1
          : 1
        : a.id_prodotto - b.id_prodotto || (a.percorso !== b.percorso ? (a.percorso < b.percorso ? -1 : 1) : a.blocco < b.blocco ? -1 : a.blocco > b.blocco ? 1 : 0),
    );
  }
  await k.transaction().execute(async (trx) => {
    // PostgreSQL: the instances' writes one after the other (a few milliseconds every 10 s), so
    // that two never wait on each other's rows.
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`scorta:statistiche:${db.schema ?? 'public'}`}, 0))`.execute(trx);
    for (const rows of chunks(viewRows)) {
      await trx
        .insertInto('page_views')
        .values(rows)
        .onConflict((oc) => oc.columns(['giorno', 'percorso']).doUpdateSet((eb) => ({ visite: eb(eb.ref('page_views.visite'), '+', eb.ref('excluded.visite')) })))
        .execute();
    }
    for (const rows of chunks(clickRows)) {
      await trx
        .insertInto('link_clicks')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['giorno', 'percorso', 'id_prodotto', 'blocco']).doUpdateSet((eb) => ({ clic: eb(eb.ref('link_clicks.clic'), '+', eb.ref('excluded.clic')) })),
        )
        .execute();
    }
    for (const rows of chunks(blockRows)) {
      await trx
        .insertInto('block_views')
        .values(rows)
        .onConflict((oc) => oc.columns(['giorno', 'blocco']).doUpdateSet((eb) => ({ visite: eb(eb.ref('block_views.visite'), '+', eb.ref('excluded.visite')) })))
        .execute();
    }
    for (const rows of chunks(visitorRows)) {
      await trx
        .insertInto('daily_visitors')
        .values(rows)
        .onConflict((oc) => oc.columns(['giorno', 'hash']).doNothing())
        .execute();
    }
    if (compactThrough !== null) {
      // The hashes of the days that are over become a count, then go.
      const gone = await trx.deleteFrom('daily_visitors').where('giorno', '<=', compactThrough).returning('giorno').execute();
      const perDay = new Map<string, number>();
      for (const row of gone) perDay.set(row.giorno, (perDay.get(row.giorno) ?? 0) + 1);
      const rows = [...perDay].map(([giorno, visitatori]) => ({ giorno, visitatori })).sort((a, b) => (a.giorno < b.giorno ? -1 : 1));
      for (const part of chunks(rows)) {
        await trx
          .insertInto('visitor_counts')
          .values(part)
          .onConflict((oc) => oc.column('giorno').doUpdateSet((eb) => ({ visitatori: eb(eb.ref('visitor_counts.visitatori'), '+', eb.ref('excluded.visitatori')) })))
          .execute();
      }
    }
  });
}
